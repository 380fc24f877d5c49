import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing, CheckCircle2, ChevronDown, CloudOff, ShieldAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { StaffMembership, StaffUpdate } from '@/backend/port';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { regimeOrLocale } from '@/domain/allergens';
import { relativeTime } from '@/i18n/relative-time';
import { quizGatesAcknowledgement } from '@/domain/readiness';
import type { QuizReviewItem } from '@/domain/update-quiz-attempts';
import { useAcknowledge, useOpenUpdate } from '../api/mutations';
import { WILL_SEND_TEXT } from '../api/outbox';
import { useQueuedForUpdate } from '../hooks/use-queued';
import { ChangeList } from './change-list';
import { UpdateMessage, useShownMessage } from './update-message';
import { UpdateQuizReview } from './update-quiz-review';
import { clockTime, UpdateQuiz } from './update-quiz';
import { useUntil } from '../hooks/use-until';

type Props = {
  update: StaffUpdate;
  membership: StaffMembership;
  /** Opened from a link (an e-mail or a push alert): starts open, scrolled to and focused. */
  focused?: boolean;
};

const refusedForQuiz = (e: unknown) =>
  typeof e === 'object' && e !== null && 'code' in e && e.code === 'quiz_required';

/**
 * One update: what changed (opened on demand, which the manager sees as 'Opened'), its quiz, and
 * the acknowledgement. A required update can be acknowledged only once its quiz is passed; an
 * attempt queued offline counts for now (the outbox drops the acknowledgement if it fails).
 */
export function UpdateCard({ update: u, membership, focused = false }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState(focused && u.changeSet.length > 0);
  const [quizOpen, setQuizOpen] = useState(false);
  const [passedNow, setPassedNow] = useState(false);
  const [review, setReview] = useState<QuizReviewItem[] | null>(null);
  const [queuedNow, setQueuedNow] = useState(false);
  const openUpdate = useOpenUpdate(membership);
  const acknowledge = useAcknowledge(membership);
  const recorded = useRef(u.openedAt !== null);
  const ackButton = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLLIElement>(null);
  const changesId = useId();
  const reasonId = useId();
  const queued = useQueuedForUpdate(membership, u.id);
  const gated = quizGatesAcknowledgement(u);
  const passed = passedNow || u.quizPassedAt !== null || queued.quiz;
  const acknowledged = u.acknowledged || queued.acknowledgement;
  const reminded = u.remindedAt !== null && !acknowledged;
  // After a few attempts the next one waits (ADR 0027); the card wakes up when it opens.
  const waiting = useUntil(passed ? null : u.quizRetryAt);
  const itemCount = u.items;
  const retryTime = u.quizRetryAt ? clockTime(u.quizRetryAt) : null;
  const shown = useShownMessage(u);

  // After a pass (or an attempt queued offline) the next step is acknowledging: focus goes there
  // instead of to the page's top.
  useEffect(() => {
    if (passedNow || queuedNow) ackButton.current?.focus();
  }, [passedNow, queuedNow]);

  /** Once per update: the backend keeps the first time anyway. */
  const markOpened = () => {
    if (recorded.current) return;
    recorded.current = true;
    openUpdate.mutate(u.id, {
      // Reading matters more than the record: no toast, and the next open tries again.
      onError: (e) => {
        recorded.current = false;
        console.error('Could not record that the update was opened', e);
      },
    });
  };
  // A link to this update: the person came to read it, which the manager sees as 'Opened'.
  // Once, when the card first shows for the link; later renders leave focus where it is.
  const linked = useRef(false);
  useEffect(() => {
    if (!focused || linked.current) return;
    linked.current = true;
    card.current?.scrollIntoView?.({ block: 'start' });
    card.current?.focus({ preventScroll: true });
    markOpened();
  });

  const toggle = () => {
    if (!open) markOpened();
    setOpen(!open);
  };
  const startQuiz = () => {
    markOpened();
    setQuizOpen(true);
  };
  const passQuiz = (answers: QuizReviewItem[]) => {
    setQuizOpen(false);
    setPassedNow(true);
    setReview(answers);
  };
  const ack = () =>
    acknowledge.mutate(u, {
      onError: (e) => {
        if (refusedForQuiz(e)) {
          setPassedNow(false);
          toast.error(t`Pass the quiz first`, { description: e.message });
        } else toast.error(t`Could not acknowledge`, { description: e.message });
      },
    });

  return (
    <li
      ref={card}
      tabIndex={focused ? -1 : undefined}
      aria-label={shown.text}
      className={`grid gap-2 rounded-lg border p-4 ${acknowledged ? 'bg-card' : 'border-primary bg-accent/40'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <UpdateMessage shown={shown} />
        <div className="flex flex-wrap gap-1">
          {reminded && (
            <Badge variant="destructive" className="gap-1">
              <BellRing className="size-3" aria-hidden />
              <Trans>Reminder</Trans>
            </Badge>
          )}
          {u.required && (
            <Badge variant="outline" className="gap-1 border-foreground">
              <ShieldAlert className="size-3" aria-hidden />
              <Trans>Required</Trans>
            </Badge>
          )}
          {!acknowledged && (
            <Badge>
              <Trans>Unread</Trans>
            </Badge>
          )}
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        {relativeTime(u.date)} · {u.type === 'price_update' ? t`Price update` : t`Menu update`} ·{' '}
        {t`${plural(itemCount, { one: '# item', other: '# items' })}`}
      </p>
      {!open && u.itemNames.length > 0 && (
        <ul className="list-inside list-disc text-sm">
          {u.itemNames.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      {u.changeSet.length > 0 && (
        <>
          <Button
            variant="outline"
            className="w-full justify-between sm:w-auto sm:justify-self-start"
            aria-expanded={open}
            aria-controls={changesId}
            onClick={toggle}
          >
            <Trans>Open update</Trans>
            <ChevronDown className={open ? 'rotate-180' : ''} aria-hidden />
          </Button>
          <div id={changesId} hidden={!open}>
            {open && (
              <ChangeList
                changes={u.changeSet}
                regime={regimeOrLocale(membership.allergenRegime)}
              />
            )}
          </div>
        </>
      )}
      {quizOpen && (
        <UpdateQuiz
          update={u}
          membership={membership}
          onPassed={passQuiz}
          onQueued={() => {
            setQuizOpen(false);
            setQueuedNow(true);
          }}
          onClose={() => setQuizOpen(false)}
        />
      )}
      {review && review.length > 0 && (
        <UpdateQuizReview update={u} membership={membership} review={review} />
      )}
      {u.acknowledged ? (
        <p className="flex items-center gap-1 text-sm text-primary">
          <CheckCircle2 className="size-4" aria-hidden /> <Trans>Acknowledged</Trans>
        </p>
      ) : queued.acknowledgement ? (
        <p role="status" className="flex items-center gap-1 text-sm font-medium">
          <CloudOff className="size-4" aria-hidden /> {t(WILL_SEND_TEXT)}
        </p>
      ) : (
        <div className="grid gap-2">
          {(gated || (passed && u.quiz.length > 0)) && (
            <p id={reasonId} role="status" className="text-sm font-medium">
              {queued.quiz
                ? t(WILL_SEND_TEXT)
                : passed
                  ? t`Quiz passed`
                  : t`Pass the quiz to acknowledge`}
            </p>
          )}
          {waiting && !quizOpen && retryTime && (
            <p role="status" className="text-sm">
              <Trans>Read the changes again: your next attempt opens at {retryTime}.</Trans>
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {u.quiz.length > 0 && !passed && !quizOpen && (
              <Button
                variant={gated ? 'default' : 'outline'}
                className="w-full sm:w-auto"
                disabled={waiting}
                onClick={startQuiz}
              >
                {gated ? t`Start quiz` : t`Take the quiz`}
              </Button>
            )}
            <Button
              ref={ackButton}
              variant={gated && !passed ? 'outline' : 'default'}
              className="w-full sm:w-auto"
              disabled={(gated && !passed) || acknowledge.isPending}
              aria-describedby={gated && !passed ? reasonId : undefined}
              onClick={ack}
            >
              {u.required ? t`Acknowledge` : t`Got it`}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}
