import styles from './LeadMaterials.module.css';

interface Props {
  /** 開封済み（2回・最終 11/27 10:12）, or 未開封; null before anything was sent. */
  opened: { text: string; state: 'opened' | 'not-opened' } | null;
  /** The 資料を送付 link, or why materials cannot go to this lead. */
  send: { href: string; label: string } | { blocked: string } | null;
  sent: { id: string; when: string; method: string; by: string | null; tracking: string | null }[];
  links: { id: string; title: string; expires: string; downloads: string; state: string | null }[];
  labels: { notSent: string; sentList: string; links: string; tracking: string; by: string };
}

/** The lead page's 資料 panel: whether the materials went and were opened, and the way to send them. */
export function LeadMaterials({ opened, send, sent, links, labels }: Props) {
  return (
    <div className={styles.panel} data-lead-materials="">
      {opened ? (
        <p className={styles.opened} data-materials-opened={opened.state}>
          <strong>{opened.text}</strong>
        </p>
      ) : (
        <p>{labels.notSent}</p>
      )}
      {send === null ? null : 'href' in send ? (
        <p>
          <a className={styles.send} href={send.href} data-send-materials="">
            {send.label}
          </a>
        </p>
      ) : (
        <p data-materials-blocked="">{send.blocked}</p>
      )}
      {sent.length > 0 ? (
        <>
          <h3>{labels.sentList}</h3>
          <ul className={styles.list}>
            {sent.map((row) => (
              <li key={row.id} data-materials-sent={row.method}>
                {row.when} {row.method}
                {row.by ? ` ・${labels.by} ${row.by}` : ''}
                {row.tracking ? ` ・${labels.tracking} ${row.tracking}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {links.length > 0 ? (
        <>
          <h3>{labels.links}</h3>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.id} data-materials-link="">
                {link.title} ・{link.expires} ・{link.downloads}
                {link.state ? ` ・${link.state}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
