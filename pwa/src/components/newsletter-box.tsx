// The newsletter box of the banner and the footer: a text input and a Subscribe button that do
// nothing on purpose (spec §1, §2). Submitting is swallowed so the page never reloads.
import { Button } from './ui';
import './ui/field.css';
import './newsletter-box.css';

export function NewsletterBox({
  idPrefix,
  tone = 'plain',
}: {
  idPrefix: string;
  tone?: 'plain' | 'banner';
}) {
  const id = `${idPrefix}-newsletter`;
  return (
    <form
      className={`newsletter newsletter--${tone}`}
      onSubmit={(event) => event.preventDefault()}
      // One "Newsletter" landmark per page (axe landmark-unique): the footer's. The banner's box
      // is the same do-nothing form, labelled by its own field only.
      aria-label={tone === 'plain' ? 'Newsletter' : undefined}
    >
      <label htmlFor={id} className="newsletter__label">
        Newsletter
      </label>
      <div className="newsletter__row">
        <input
          id={id}
          type="text"
          className="ui-control"
          placeholder="Your e-mail"
          autoComplete="email"
        />
        <Button type="button">Subscribe</Button>
      </div>
    </form>
  );
}
