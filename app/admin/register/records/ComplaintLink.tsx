import { Link } from "react-router";
import { useLang } from "../../../i18n/define.ts";
import { withLang } from "../../../i18n/lang.ts";

/** A complaint's reference, a link to its page. */
export function ComplaintLink({ complaint }: { complaint: { id: string; reference: string } }) {
  const lang = useLang();
  return <Link to={withLang(`/admin/complaints/${complaint.id}`, lang)}>{complaint.reference}</Link>;
}

/** A sentence whose "{reference}" is a link to that complaint. */
export function WithReference({ text, complaint }: { text: string; complaint: { id: string; reference: string } }) {
  const [before, after] = text.split("{reference}");
  return (
    <>
      {before}
      <ComplaintLink complaint={complaint} />
      {after}
    </>
  );
}
