/** What an error screen says, and its one way on (ErrorScreen.tsx; the back office's refusals build them too). */
export interface ErrorWords {
  title: string;
  text: string;
  href: string;
  action: string;
}
