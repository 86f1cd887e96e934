import type { CSSProperties } from "react";
import type { Client } from "../../content/vision/read.server.ts";
import { useStrings } from "../../i18n/define.ts";
import { siteStrings } from "../layout/strings.ts";
import { companyStrings } from "./strings.ts";
import { ResponsiveImage } from "../../images/ResponsiveImage.tsx";

/** Seconds each logo takes to cross: the row's speed stays the same whatever the number of logos. */
const secondsPerLogo = 4;

const icon = {
  width: 18,
  height: 18,
  viewBox: "0 0 24 24",
  fill: "currentColor",
  "aria-hidden": true,
  focusable: false,
} as const;
const PauseIcon = () => (
  <svg {...icon} className="icon-pause">
    <path d="M6 4h4v16H6zM14 4h4v16h-4z" />
  </svg>
);
const PlayIcon = () => (
  <svg {...icon} className="icon-play">
    <path d="M7 4v16l13-8z" />
  </svg>
);

function LogoRow({ clients, duplicate = false }: { clients: Client[]; duplicate?: boolean }) {
  const t = useStrings(siteStrings);
  return (
    // The duplicate only makes the loop seamless: hidden from assistive technology and the Tab key.
    <ul className="marquee__row" aria-hidden={duplicate || undefined}>
      {clients.map((client) => {
        const logo = <ResponsiveImage src={client.image} alt={client.alt} width={165} height={90} sizes="165px" />;
        return (
          <li key={client.id} className="marquee__logo">
            {client.href ? (
              <a href={client.href} target="_blank" rel="noopener noreferrer" tabIndex={duplicate ? -1 : undefined}>
                {logo}
                <span className="visually-hidden">{t.opensInNewWindow}</span>
              </a>
            ) : (
              logo
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Client logos scrolling in an endless row (a CSS animation over two copies of the row).
 * It pauses on hover and while a logo has keyboard focus (CSS), and on a click or the pause
 * button, which also resumes it (WCAG 2.2.2): the page's island does those (marquee.island.ts).
 * Under prefers-reduced-motion it is a static grid.
 */
export function ClientMarquee({ clients }: { clients: Client[] }) {
  const s = useStrings(companyStrings);
  return (
    <section className="marquee container" aria-labelledby="clients-title">
      <div className="marquee__head">
        <h2 id="clients-title" className="section-title">
          {s.ourClients}
        </h2>
        <button type="button" className="button button--small marquee__toggle">
          <PauseIcon />
          <PlayIcon />
          <span className="marquee__toggle-label" data-pause={s.pauseLogos} data-play={s.playLogos}>
            {s.pauseLogos}
          </span>
          <span className="visually-hidden"> {s.clientLogos}</span>
        </button>
      </div>
      <div className="marquee__viewport" data-paused="false">
        <div
          className="marquee__track"
          style={{ "--marquee-duration": `${clients.length * secondsPerLogo}s` } as CSSProperties}
        >
          <LogoRow clients={clients} />
          <LogoRow clients={clients} duplicate />
        </div>
      </div>
    </section>
  );
}
