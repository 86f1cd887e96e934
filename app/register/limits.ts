// A complaint's bounds, wherever it comes from (the form, the JSON API, the mailbox). The spec
// leaves lengths open; the bounds chosen are recorded in docs/decisions/0008-complaint-uploads.md.
const MB = 1024 * 1024;

export const complaintLimits = {
  fullName: { min: 2, max: 100 },
  email: 254,
  phone: { min: 6, max: 30 },
  companyName: 100,
  message: 5000,
  files: 5,
  fileBytes: 10 * MB,
  totalBytes: 25 * MB,
} as const;
