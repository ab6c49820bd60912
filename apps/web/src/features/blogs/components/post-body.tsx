import './blog-body.css';

/**
 * A post's body: the HTML the server rendered from Markdown without raw HTML, links checked and marked
 * (ADR 0297), so it is set as it is.
 */
export function PostBody({
  html,
  lang,
  className = '',
}: {
  html: string;
  lang?: string;
  className?: string;
}) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered safely by the server (ADR 0297)
  return <div className={`blog-body ${className}`} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
