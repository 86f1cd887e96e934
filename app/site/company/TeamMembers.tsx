import type { Member } from "../../content/team/read.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { companyStrings } from "./strings.ts";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";
import { DialogClose } from "../../ui/DialogClose.tsx";

const dialogId = (member: Member) => `member-${member.id}`;

/**
 * The members grid; a member's button opens a modal <dialog> with the photo, name, position and
 * bio. No script (decision 0030): invoker commands open and close it, Escape or a click on the
 * backdrop close it too, and the browser puts focus back on the member's button. Each photo in a
 * closed dialog is lazy, so it is fetched only when its dialog opens.
 */
export function TeamMembers({ members }: { members: Member[] }) {
  const s = useStrings(companyStrings);
  return (
    <>
      <ul className="team-grid" aria-label={s.teamMembers}>
        {members.map((member) => (
          <li key={member.id}>
            <button
              type="button"
              className="member-card"
              aria-haspopup="dialog"
              commandfor={dialogId(member)}
              command="show-modal"
            >
              <ResponsiveImage
                src={member.image}
                alt=""
                width={400}
                height={500}
                sizes="(min-width: 1232px) 290px, (min-width: 640px) 34vw, 50vw"
              />
              <span className="member-card__name">{member.name}</span>
              <span className="member-card__position">{member.position}</span>
            </button>
          </li>
        ))}
      </ul>
      {members.map((member) => (
        <dialog
          key={member.id}
          id={dialogId(member)}
          className="modal member-dialog"
          aria-labelledby={`${dialogId(member)}-name`}
          closedby="any"
        >
          <div className="modal__panel">
            <DialogClose dialogId={dialogId(member)} label={s.close} className="modal__close" />
            <div className="member-dialog__body">
              <ResponsiveImage src={member.image} alt="" width={400} height={500} sizes="220px" />
              <div>
                <h2 id={`${dialogId(member)}-name`}>{member.name}</h2>
                <p className="member-dialog__position">{member.position}</p>
                <p>{member.bio}</p>
              </div>
            </div>
          </div>
        </dialog>
      ))}
    </>
  );
}
