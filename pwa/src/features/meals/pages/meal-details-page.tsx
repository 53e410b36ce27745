// Meal details (spec §2): the meal, the like/unlike toggle, Request Meal (online only), the
// reviews and the review form. Visitors get the 'You are not Logged In' prompt for actions.
// Request Meal gives way to the resident's own request state ("Requested · pending",
// "Delivered"), and the like and review counts include their own waiting writes at once.
// Refused for want of a package, the spec's toast is joined by the same words beside the button
// with a "See packages" link, so the refusal is not a dead end.
import { CircleCheck, Clock, Heart } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { MESSAGES } from '@hostel/shared-schema';
import { useAuth } from '../../../app/auth';
import { ErrorPage } from '../../../app/routes/error-page';
import { LoginPrompt } from '../../../components/login-prompt';
import { OnlineOnlyButton, useOnline, WaitingBadge } from '../../../components/sync';
import { Button, Skeleton, toast } from '../../../components/ui';
import { PackageWayLink } from '../../../components/package-cover/package-way-link';
import { MealInfo } from '../components/meal-info';
import { ReviewForm } from '../components/review-form';
import { ReviewsList } from '../components/reviews-list';
import { useMeal } from '../hooks/use-meal';
import { useMealLike } from '../hooks/use-meal-like';
import { useMealReviews } from '../hooks/use-meal-reviews';
import { useMyRequest } from '../hooks/use-my-request';
import { useOwnLikeCount } from '../hooks/use-own-like-count';
import { useRequestMeal } from '../hooks/use-request-meal';
import { usePageTitle } from '../../../lib/use-page-title';
import './meal-details.css';

export function MealDetailsPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { meal, loading, notFound } = useMeal(id);
  const like = useMealLike(id, user?.email);
  const reviews = useMealReviews(id);
  const { requestMeal } = useRequestMeal();
  const online = useOnline();
  const [promptOpen, setPromptOpen] = useState(false);
  usePageTitle(meal?.mealTitle);
  const [requesting, setRequesting] = useState(false);
  const [justRequested, setJustRequested] = useState(false);
  const [needsPackage, setNeedsPackage] = useState(false);
  const myRequest = useMyRequest(id, Boolean(user), justRequested);
  const likes = useOwnLikeCount(meal?.likes ?? 0, like.liked, like.waiting);

  if (notFound) return <ErrorPage />;
  if (!meal) {
    return (
      <div className="container section meal-details" aria-busy={loading}>
        <div className="meal-info">
          <Skeleton height={320} radius={16} />
          <div className="meal-info__text">
            <Skeleton width="60%" height={36} />
            <Skeleton width="40%" height={20} />
            <Skeleton height={80} />
          </div>
        </div>
      </div>
    );
  }

  async function onLike() {
    if (!user) return setPromptOpen(true);
    try {
      await like.toggle();
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : MESSAGES.somethingWentWrong);
    }
  }

  async function onRequest() {
    if (!user || !meal) return setPromptOpen(true);
    setRequesting(true);
    const outcome = await requestMeal(user, meal);
    setRequesting(false);
    setNeedsPackage(outcome.message === MESSAGES.needPackage);
    if (outcome.ok) {
      setJustRequested(true);
      toast.success(outcome.message);
    } else toast.error(outcome.message);
  }

  const actions = (
    <>
      <Button
        variant={like.liked ? 'primary' : 'secondary'}
        aria-pressed={user ? like.liked : undefined}
        onClick={() => void onLike()}
        // Until the resident's own like is read, the button's state is not known yet: a tap
        // then would set a like that may already be there instead of toggling it.
        disabled={like.busy || like.loading}
        aria-busy={like.loading || undefined}
        icon={<Heart aria-hidden size={20} fill={like.liked ? 'currentColor' : 'none'} />}
      >
        {like.liked ? 'Liked' : 'Like'}
        {like.waiting && <WaitingBadge />}
      </Button>
      {myRequest.state ? (
        <span className={`request-state request-state--${myRequest.state}`} role="status">
          {myRequest.state === 'delivered' ? (
            <>
              <CircleCheck aria-hidden size={20} /> Delivered
            </>
          ) : (
            <>
              <Clock aria-hidden size={20} /> Requested · pending
            </>
          )}
        </span>
      ) : (
        <OnlineOnlyButton
          loading={requesting || myRequest.loading}
          onClick={() => void onRequest()}
        >
          Request Meal
        </OnlineOnlyButton>
      )}
      {needsPackage && !myRequest.state && (
        <p className="request-refusal" role="status">
          {MESSAGES.needPackage} <PackageWayLink way="see-packages" />
        </p>
      )}
    </>
  );
  // The counts the resident sees follow their own writes: the local reviews (theirs included,
  // waiting or not) once loaded, and the like count adjusted by their waiting like.
  const counts = {
    likes,
    reviews: reviews.loading ? meal.numReviews : reviews.reviews.length,
  };

  return (
    <div className="container section meal-details">
      <MealInfo meal={meal} counts={counts} actions={actions} />
      <section className="meal-details__reviews" aria-labelledby="reviews-title">
        <h2 id="reviews-title">Reviews ({reviews.reviews.length})</h2>
        <div className="meal-details__reviews-grid">
          <ReviewsList reviews={reviews.reviews} loading={reviews.loading} />
          <ReviewForm
            user={user}
            onVisitor={() => setPromptOpen(true)}
            onSubmit={reviews.addReview}
            online={online}
          />
        </div>
      </section>
      <LoginPrompt open={promptOpen} onOpenChange={setPromptOpen} />
    </div>
  );
}
