// The home page's claims help (issue 40): someone who has just had an accident reaches a 24/7
// helpline from the first screen of a phone, without the menu. The words are the home page's
// record; the numbers are the claims page's, of the teams the editors chose.
import { LangLink } from "../../ui/LangLink.tsx";
import { iconBase } from "../../ui/icons.tsx";

export interface Helpline {
  team: string;
  /** The team's name, as the claims page writes it. */
  title: string;
  /** The number as content writes it ("081 888 103 (24/7)"). */
  number: string;
  href: string;
}

const PhoneIcon = () => (
  <svg {...iconBase} width={20} height={20}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  </svg>
);

export interface ClaimsHelpData {
  title: string;
  description: string;
  link_label: string;
  helplines: Helpline[];
}

export function ClaimsHelp({ help }: { help: ClaimsHelpData }) {
  const { helplines } = help;
  return (
    <section className="claims-help" aria-labelledby="claims-help-title">
      <div className="container claims-help__inner">
        <div className="claims-help__text">
          <h2 id="claims-help-title" className="claims-help__title">
            {help.title}
          </h2>
          <p>{help.description}</p>
        </div>
        {helplines.length > 0 && (
          <ul className="claims-help__lines">
            {helplines.map((line) => (
              <li key={line.team}>
                <a className="claims-help__call" href={line.href}>
                  <PhoneIcon />
                  <span>
                    <span className="claims-help__team">{line.title}</span>
                    <span className="claims-help__number">{line.number}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <LangLink to="/claims" className="claims-help__more">
          {help.link_label}
        </LangLink>
      </div>
    </section>
  );
}
