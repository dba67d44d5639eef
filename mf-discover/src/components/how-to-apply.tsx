import {
  Button,
  type Company,
  isHTTPError,
  type Job,
  Muted,
  pendingBookmarkId,
  showAlert,
  styled,
  useApi,
  useQueryClient,
} from '@kompass/shared';
import { Input } from '@kompass/shared/text-field';
import { useId, useState } from 'react';
import { createBookmark } from '../api/create-bookmark';
import { bookmarksQueryKey, useBookmarkOf } from '../api/get-bookmarks';
import { updateBookmark } from '../api/update-bookmark';
import { applyTarget } from '../lib/apply-target';
import { parseContactMethods } from '../lib/contact-methods';
import { websiteUrl } from '../lib/website-url';
import { ContactLines } from './contact-lines';
import { applyTexts as texts } from './details-texts';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(5)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.body};
  }
  p {
    margin: ${({ theme }) => theme.space(2)} 0 0;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** 'So bewirbst du dich': the company's contact methods and website, and the user's deadline. */
export function HowToApply({ job, company }: { job: Job; company: Company }) {
  const { bookmark } = useBookmarkOf('job', job.id);
  const website = websiteUrl(company.website);
  const hasContact = parseContactMethods(company.contactMethods).length > 0;
  return (
    <Section aria-labelledby={`apply-${job.id}`}>
      <h3 id={`apply-${job.id}`}>{texts.title}</h3>
      {hasContact ? (
        <>
          <p>{texts.intro(company.name)}</p>
          <ContactLines contactMethods={company.contactMethods} />
        </>
      ) : (
        <Muted>{texts.noContact}</Muted>
      )}
      {website && (
        <p>
          <a href={website} target="_blank" rel="noopener noreferrer">
            {texts.website}
          </a>
        </p>
      )}
      {bookmark?.deadline && <p>{texts.deadline(formatGermanDate(bookmark.deadline))}</p>}
    </Section>
  );
}

/** '2026-05-31' → '31.05.2026'. */
function formatGermanDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year}`;
}

const Offer = styled.form`
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  p {
    flex-basis: 100%;
    margin: 0;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.small};
  }
`;

/**
 * 'Bewerben' opens the company's contact (an e-mail with the job as the subject, else its
 * website or phone); then it offers to set the job's Merkliste status to 'Beworben', saving the
 * job first if need be, with a deadline if the user gives one.
 */
export function ApplyAction({ job, company }: { job: Job; company: Company }) {
  const target = applyTarget(company, job.name);
  const [asking, setAsking] = useState(false);
  const [deadline, setDeadline] = useState('');
  const [pending, setPending] = useState(false);
  const deadlineId = useId();
  const api = useApi();
  const queryClient = useQueryClient();
  const { bookmark } = useBookmarkOf('job', job.id);
  if (!target) return null;

  async function markApplied() {
    setPending(true);
    try {
      const id =
        bookmark?.id ??
        (await createBookmark(api, { entityType: 'job', entityId: job.id }))?.id ??
        // Offline the worker keeps the new bookmark (the user is told so) and, after it, this
        // change, which it sends with the id the server gives the bookmark.
        pendingBookmarkId('job', job.id);
      const changed = await updateBookmark(api, id, {
        status: 'applied',
        ...(deadline ? { deadline } : {}),
      });
      setAsking(false);
      if (changed) void showAlert({ message: texts.marked });
    } catch (error) {
      // The API client has shown the server's German message already.
      if (!isHTTPError(error)) throw error;
    } finally {
      setPending(false);
      void queryClient.invalidateQueries({ queryKey: bookmarksQueryKey });
    }
  }

  return asking ? (
    <Offer
      aria-label={texts.askApplied}
      onSubmit={(event) => {
        event.preventDefault();
        void markApplied();
      }}
    >
      <p>{texts.askApplied}</p>
      <label htmlFor={deadlineId}>
        {texts.deadlineLabel}
        <Input
          id={deadlineId}
          type="date"
          value={deadline}
          onChange={(event) => setDeadline(event.currentTarget.value)}
        />
      </label>
      <Button $variant="ghost" onClick={() => setAsking(false)}>
        {texts.notYet}
      </Button>
      <Button type="submit" disabled={pending}>
        {texts.markApplied}
      </Button>
    </Offer>
  ) : (
    <Button
      as="a"
      $variant="secondary"
      href={target}
      {...(target.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      onClick={() => setAsking(true)}
    >
      {texts.action}
    </Button>
  );
}
