import { Button, Muted, styled } from '@kompass/shared';
import { Input } from '@kompass/shared/text-field';
import { useId, useState, type ReactNode } from 'react';
import { Section } from '../../../components/section';
import { bookmarksTexts } from '../texts';
import { Field } from './field';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { Cluster } from '@kompass/shared/layout';

const Actions = Cluster;

const Status = styled.p`
  margin: 0;
`;

const Text = styled(Muted)`
  margin: 0;
`;

/** A calendar app's own page for adding the feed, in a new tab. */
function CalendarAppLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button as="a" $variant="secondary" href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Button>
  );
}

/** Calendar apps subscribe to webcal:// addresses; the feed itself is served over http(s). */
const webcal = (url: string) => url.replace(/^https?:/, 'webcal:');

/** Google Calendar's page that adds a calendar by its address ('Kalender hinzufügen'). */
const googleCalendar = (url: string) =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal(url))}`;

/** Outlook on the web's page that subscribes to a calendar from the internet. */
const outlookCalendar = (url: string) =>
  `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(url)}&name=${encodeURIComponent('Kompass-Fristen')}`;

const Help = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

/**
 * 'Im Kalender abonnieren': creates the secret feed address and offers it as a webcal:// link and
 * for copying; 'Link zurückziehen' revokes it. The server keeps only a hash of the secret, so
 * the address can be shown only right after it was made; a new one replaces the old.
 */
export function CalendarSubscription() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useDeleteCalendarFeed();
  const [url, setUrl] = useState<string>();
  const [message, setMessage] = useState('');
  const inputId = useId();
  const active = feed.data?.active ?? false;

  const subscribe = () => {
    setMessage('');
    create.mutate(undefined, { onSuccess: (created) => setUrl(created.url) });
  };
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(webcal(url));
      setMessage(bookmarksTexts.copied);
    } catch {
      setMessage(bookmarksTexts.copyFailed);
    }
  };
  const withdraw = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setUrl(undefined);
        setMessage(bookmarksTexts.revoked);
      },
    });

  return (
    <Section title={bookmarksTexts.calendarTitle}>
      <Text>{bookmarksTexts.calendarIntro}</Text>
      {url ? (
        <>
          <Field>
            <label htmlFor={inputId}>{bookmarksTexts.feedLink}</label>
            <Input
              id={inputId}
              readOnly
              value={webcal(url)}
              onFocus={(event) => event.currentTarget.select()}
            />
          </Field>
          <Actions>
            <Button as="a" href={webcal(url)}>
              {bookmarksTexts.subscribe}
            </Button>
            <CalendarAppLink href={googleCalendar(url)}>
              {bookmarksTexts.addToGoogle}
            </CalendarAppLink>
            <CalendarAppLink href={outlookCalendar(url)}>
              {bookmarksTexts.addToOutlook}
            </CalendarAppLink>
            <Button as="a" $variant="secondary" href={url} download="kompass-fristen.ics">
              {bookmarksTexts.downloadIcs}
            </Button>
            <Button $variant="secondary" onClick={() => void copy()}>
              {bookmarksTexts.copyLink}
            </Button>
          </Actions>
          <Help aria-label={bookmarksTexts.calendarHelpTitle}>
            {bookmarksTexts.calendarHelp.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Help>
        </>
      ) : active ? (
        <Text>{bookmarksTexts.activeFeed}</Text>
      ) : null}
      <Actions>
        {url ? null : (
          <Button onClick={subscribe} disabled={create.isPending || feed.isPending}>
            {active ? bookmarksTexts.newLink : bookmarksTexts.subscribe}
          </Button>
        )}
        {active ? (
          <Button $variant="danger" onClick={withdraw} disabled={revoke.isPending}>
            {bookmarksTexts.revoke}
          </Button>
        ) : null}
      </Actions>
      <Status role="status">{message}</Status>
    </Section>
  );
}
