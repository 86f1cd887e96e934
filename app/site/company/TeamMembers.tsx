import { useRef, useState } from "react";
import type { Member } from "../../content/team/read.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { companyStrings } from "./strings.ts";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";
import { Modal } from "./Modal.tsx";

/** The members grid; a member's button opens a modal with the photo, name, position and bio. */
export function TeamMembers({ members }: { members: Member[] }) {
  const s = useStrings(companyStrings);
  // The last member shown stays in the dialog while it closes; `open` says whether it shows.
  const [selected, setSelected] = useState<Member | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);

  return (
    <>
      <ul className="team-grid" aria-label={s.teamMembers}>
        {members.map((member) => (
          <li key={member.id}>
            <button
              type="button"
              className="member-card"
              aria-haspopup="dialog"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setSelected(member);
                setOpen(true);
              }}
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
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          // Browsers differ on where focus goes after a dialog closes: put it back on the member.
          opener.current?.focus();
        }}
        labelledBy="member-dialog-name"
        closeLabel={s.close}
        className="member-dialog"
      >
        {selected && (
          <div className="member-dialog__body">
            <ResponsiveImage src={selected.image} alt="" width={400} height={500} sizes="220px" />
            <div>
              <h2 id="member-dialog-name">{selected.name}</h2>
              <p className="member-dialog__position">{selected.position}</p>
              <p>{selected.bio}</p>
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}
