/** Ten recovery codes, shown once: at the end of the set-up, and when a staff member makes new ones. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <ol className="admin-codes" translate="no" data-testid="recovery-codes">
      {codes.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </ol>
  );
}
