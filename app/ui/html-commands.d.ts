// HTML that Chromium (the visitors' main browser) supports and React passes through as written,
// but whose attributes React's types do not list yet: invoker commands (a button opens or closes a
// dialog without script) and a dialog's light dismiss.
import "react";

// A merged interface repeats React's type parameter, which it does not use.
/* eslint-disable @typescript-eslint/no-unused-vars */

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close";
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> {
    closedby?: "any" | "closerequest" | "none";
  }
}
