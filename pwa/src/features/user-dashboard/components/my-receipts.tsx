// "Your receipts" on the resident's profile: each package payment with its
// plan, amount, transaction id and date. Nothing shows for a resident who never paid.
import { ReceiptCard } from '../../../components/receipt-card';
import { OFFLINE_REASON } from '../../../components/sync';
import { useMyReceipts } from '../hooks/use-my-receipts';

export function MyReceipts() {
  const { receipts, online, failed } = useMyReceipts();
  if (!online && !receipts) {
    return (
      <section className="my-receipts" aria-labelledby="receipts-title">
        <h2 id="receipts-title" className="my-receipts__title">
          Your receipts
        </h2>
        <p className="muted">{OFFLINE_REASON}</p>
      </section>
    );
  }
  if (failed || !receipts || receipts.length === 0) return null;
  return (
    <section className="my-receipts" aria-labelledby="receipts-title">
      <h2 id="receipts-title" className="my-receipts__title">
        Your receipts
      </h2>
      <ul className="my-receipts__list">
        {receipts.map((receipt) => (
          <li key={receipt._id}>
            <ReceiptCard receipt={receipt} />
          </li>
        ))}
      </ul>
    </section>
  );
}
