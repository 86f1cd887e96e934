// Small inline icons shared by the site (decorative: their buttons and links carry the label).
/** Every icon's attributes: a 24-unit stroke drawing at 20 px, hidden from assistive technology. */
export const iconBase = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  focusable: false,
} as const;

export const ChevronDown = () => (
  <svg {...iconBase} className="chevron">
    <path d="m6 9 6 6 6-6" />
  </svg>
);
export const ChevronLeft = () => (
  <svg {...iconBase}>
    <path d="m15 18-6-6 6-6" />
  </svg>
);
export const ChevronRight = () => (
  <svg {...iconBase}>
    <path d="m9 18 6-6-6-6" />
  </svg>
);
export const Globe = () => (
  <svg {...iconBase}>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
  </svg>
);
export const MenuIcon = () => (
  <svg {...iconBase}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...iconBase}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);
export const Sun = () => (
  <svg {...iconBase} className="icon-sun">
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </svg>
);
export const Moon = () => (
  <svg {...iconBase} className="icon-moon">
    <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9z" />
  </svg>
);
export const Facebook = () => (
  <svg {...iconBase} fill="currentColor" stroke="none">
    <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z" />
  </svg>
);
export const LinkedIn = () => (
  <svg {...iconBase} fill="currentColor" stroke="none">
    <path d="M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v2c.6-1.1 2-2.2 4-2.2 4 0 4 2.6 4 6V21h-4v-5.5c0-1.4 0-3.2-2-3.2s-2 1.5-2 3.1V21h-4z" />
  </svg>
);
export const YouTube = () => (
  <svg {...iconBase} fill="currentColor" stroke="none">
    <path d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15V9l5.2 3z" />
  </svg>
);
export const SearchIcon = () => (
  <svg {...iconBase}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);
/** A download: a form, a newsletter, a quotation. */
export const DownloadIcon = () => (
  <svg {...iconBase}>
    <path d="M12 3v12M7 10l5 5 5-5M5 21h14" />
  </svg>
);
