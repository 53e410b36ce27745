// The reviews of a meal, newest first, with the empty state of spec §2.
import { MESSAGES, type Review } from '@hostel/shared-schema';
import { Card, Skeleton, StarRating } from '../../../components/ui';
import { WaitingBadge } from '../../../components/sync';
import { useIsWaiting } from '../../../db';
import { formatDate } from '../../../lib/format';

const DEFAULT_AVATAR = '/default-avatar.png';

/** A review written here (offline or just now) that the server does not have yet. */
function ReviewWaiting({ id }: { id: string }) {
  return useIsWaiting('reviews', id) ? <WaitingBadge /> : null;
}

export function ReviewsList({ reviews, loading }: { reviews: Review[]; loading: boolean }) {
  if (loading && reviews.length === 0) {
    return (
      <div className="reviews" aria-busy>
        <Skeleton height={96} radius={16} />
        <Skeleton height={96} radius={16} />
      </div>
    );
  }
  if (reviews.length === 0) {
    return <p className="reviews__empty">{MESSAGES.beFirstReviewer}</p>;
  }
  const newestFirst = [...reviews].sort((a, b) => (b.postTime ?? 0) - (a.postTime ?? 0));
  return (
    <ul className="reviews">
      {newestFirst.map((review) => (
        <Card as="li" key={review._id} className="review">
          <img
            className="review__avatar"
            src={review.image || DEFAULT_AVATAR}
            alt=""
            width={44}
            height={44}
            onError={(event) => {
              if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR)) {
                event.currentTarget.src = DEFAULT_AVATAR;
              }
            }}
          />
          <div className="review__body">
            <div className="review__head">
              <strong>
                {review.name} <ReviewWaiting id={review._id} />
              </strong>
              <StarRating value={review.rating} size={16} />
            </div>
            <p className="review__text">{review.review}</p>
            {review.postTime ? (
              <span className="review__date muted">{formatDate(review.postTime)}</span>
            ) : null}
          </div>
        </Card>
      ))}
    </ul>
  );
}
