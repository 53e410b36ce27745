// The counter's answer, big enough to read from a step away: green with the resident's name and
// photo (and the skip and allergen flags), or red with the reason.
import { Check, TriangleAlert, X } from 'lucide-react';
import type { CounterVerdict } from '../counter-verdict';

export function VerdictPanel({ verdict }: { verdict: CounterVerdict | undefined }) {
  if (!verdict) {
    return (
      <div className="verdict verdict--idle" role="status">
        <p className="verdict__title">Ready: scan a pass or type its code</p>
      </div>
    );
  }
  const { resident } = verdict;
  return (
    <div
      className={verdict.ok ? 'verdict verdict--ok' : 'verdict verdict--refused'}
      role="status"
      data-verdict={verdict.ok ? 'served' : verdict.reason}
    >
      <div className="verdict__head">
        {verdict.ok ? <Check aria-hidden size={48} /> : <X aria-hidden size={48} />}
        <p className="verdict__title">{verdict.ok ? 'Serve' : verdict.text}</p>
      </div>
      {resident && (
        <div className="verdict__who">
          {resident.photo && <img className="verdict__photo" src={resident.photo} alt="" />}
          <p className="verdict__name">{resident.name}</p>
        </div>
      )}
      {verdict.ok && verdict.skipped && (
        <p className="verdict__flag">
          <TriangleAlert aria-hidden size={20} /> Skipped: serving cancels the rebate
        </p>
      )}
      {verdict.ok && verdict.warnings.length > 0 && (
        <ul className="verdict__warnings" aria-label="Allergen warnings">
          {verdict.warnings.map((warning) => (
            <li key={warning}>
              <TriangleAlert aria-hidden size={18} /> {warning}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
