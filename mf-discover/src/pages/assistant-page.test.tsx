import { json } from '@kompass/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aJob, renderPage } from '../testing/fixtures';
import AssistantPage from './assistant-page';

const job = aJob({ name: 'Mechatroniker/in', yearlySalary: 13200 });
const company = aCompany({ name: 'Rheinwerk Mechatronik GmbH' });

/** A `text/event-stream` answer as the API sends it; `gate` holds the `done` event back. */
function eventStream(events: [string, unknown][], gate?: Promise<void>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [event, data] of events) {
        if (event === 'done' && gate) await gate;
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      }
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const payAnswer: [string, unknown][] = [
  ['delta', { text: 'Mechatroniker/in [1]: 13.200 € im Jahr. ' }],
  ['delta', { text: 'Angeboten von Rheinwerk Mechatronik GmbH [2].' }],
  [
    'done',
    {
      sources: [
        { entityType: 'job', entityId: job.id, title: job.name },
        { entityType: 'company', entityId: company.id, title: company.name },
      ],
      mode: 'catalogue',
    },
  ],
];

function renderAssistant(answer: () => Response = () => eventStream(payAnswer)) {
  return renderPage(<AssistantPage />, {
    route: '/assistant',
    routes: {
      'POST /assistant/ask': answer,
      [`GET /jobs/${job.id}`]: () => json(job),
    },
    otherRoutes: { '/company/:id': <p>Unternehmensseite</p> },
  });
}

describe('AssistantPage', () => {
  it('says first that this is an AI that can be wrong and stores nothing, and offers questions', () => {
    renderAssistant();
    expect(screen.getByRole('heading', { level: 1, name: 'Frag unsere KI' })).toBeInTheDocument();
    const notice = screen.getByRole('complementary', { name: 'Frag unsere KI' });
    expect(notice).toHaveTextContent('KI-Assistenten');
    expect(notice).toHaveTextContent('kann sich irren');
    expect(notice).toHaveTextContent('nicht auf dem Server gespeichert');
    expect(notice).toHaveTextContent('0800 4 5555 00');
    expect(within(notice).getByRole('link', { name: 'Zur Berufsberatung' })).toHaveAttribute(
      'href',
      'https://www.arbeitsagentur.de/bildung/berufsberatung',
    );
    for (const question of [
      'Welche Ausbildung passt zu mir?',
      'Was verdient man als …?',
      'Was ist ein duales Studium?',
      'Wie schreibe ich eine Bewerbung?',
    ]) {
      expect(screen.getByRole('button', { name: question })).toBeInTheDocument();
    }
  });

  it('streams the answer into a polite live region and shows its sources as cards', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { events, fake } = renderAssistant(() => eventStream(payAnswer, gate));
    await events.type(
      screen.getByRole('textbox', { name: 'Deine Frage' }),
      'Was verdient man als Mechatroniker?',
    );
    await events.click(screen.getByRole('button', { name: 'Fragen' }));

    const log = screen.getByRole('log', { name: 'Gespräch mit der KI' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    // The first pieces show while the answer is still coming; the region is busy meanwhile.
    expect(await within(log).findByText(/13\.200 € im Jahr\. Angeboten von/)).toBeInTheDocument();
    expect(log).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(log).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('status')).toHaveTextContent('Antwort der KI ist da.');
    const sources = within(log).getByRole('list', { name: 'Quellen' });
    expect(
      within(sources)
        .getAllByRole('button')
        .map((card) => card.textContent),
    ).toEqual(['[1] Mechatroniker/in Job', '[2] Rheinwerk Mechatronik GmbH Unternehmen']);
    expect(
      within(log).getByText('Zusammengestellt aus den Einträgen in Kompass.'),
    ).toBeInTheDocument();

    const request = fake.requests.find((sent) => sent.path === '/assistant/ask')!;
    expect(request.headers.get('accept')).toBe('text/event-stream');
    expect(JSON.parse(request.body)).toEqual({
      question: 'Was verdient man als Mechatroniker?',
      history: [],
    });
  });

  it('opens a job source in its details popup and a company source on its page', async () => {
    const { events } = renderAssistant();
    await events.click(screen.getByRole('button', { name: 'Was ist ein duales Studium?' }));
    await events.click(await screen.findByRole('button', { name: '[1] Mechatroniker/in Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mechatroniker/in' });
    expect(dialog).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await events.click(
      screen.getByRole('button', { name: '[2] Rheinwerk Mechatronik GmbH Unternehmen' }),
    );
    expect(await screen.findByText('Unternehmensseite')).toBeInTheDocument();
  });

  it('opens a tip source with its text', async () => {
    const tipAnswer: [string, unknown][] = [
      ['delta', { text: 'Tipps für deine Bewerbung aus Kompass: Früh anfangen [1]' }],
      [
        'done',
        {
          sources: [{ entityType: 'tip', entityId: 't1', title: 'Früh anfangen' }],
          mode: 'catalogue',
        },
      ],
    ];
    const { events } = renderPage(<AssistantPage />, {
      route: '/assistant',
      routes: {
        'POST /assistant/ask': () => eventStream(tipAnswer),
        'GET /hints/applications?size=100': () =>
          json({
            content: [
              { id: 't1', shortTip: 'Früh anfangen', longTip: 'Bewirb dich ein Jahr vorher.' },
            ],
            total: 1,
          }),
        'GET /hints/learning?size=100': () => json({ content: [], total: 0 }),
      },
    });
    await events.click(screen.getByRole('button', { name: 'Wie schreibe ich eine Bewerbung?' }));
    await events.click(await screen.findByRole('button', { name: '[1] Früh anfangen Tipp' }));
    const dialog = await screen.findByRole('dialog', { name: 'Früh anfangen' });
    expect(await within(dialog).findByText('Bewirb dich ein Jahr vorher.')).toBeInTheDocument();
  });

  it('stops a running answer on request', async () => {
    const { events } = renderAssistant(() => eventStream(payAnswer, new Promise(() => {})));
    await events.click(screen.getByRole('button', { name: 'Was ist ein duales Studium?' }));
    await events.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    expect(
      await screen.findByText('Abgebrochen. Die Antwort ist unvollständig.'),
    ).toBeInTheDocument();
    // What had arrived stays; the field is ready for the next question.
    expect(screen.getByText(/13\.200 € im Jahr/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fragen' })).toBeInTheDocument();
  });

  it('puts an unfinished suggestion into the field to complete it', async () => {
    const { events, calls } = renderAssistant();
    await events.click(screen.getByRole('button', { name: 'Was verdient man als …?' }));
    const field = screen.getByRole('textbox', { name: 'Deine Frage' });
    expect(field).toHaveValue('Was verdient man als ');
    expect(field).toHaveFocus();
    expect(calls()).not.toContain('POST /assistant/ask');
  });

  it('sends the earlier turns along with a follow-up question', async () => {
    const { events, fake } = renderAssistant();
    await events.click(screen.getByRole('button', { name: 'Welche Ausbildung passt zu mir?' }));
    await screen.findByRole('list', { name: 'Quellen' });
    await events.type(screen.getByRole('textbox', { name: 'Deine Frage' }), 'Und wo?{Enter}');
    await waitFor(() =>
      expect(fake.requests.filter((sent) => sent.path === '/assistant/ask')).toHaveLength(2),
    );
    const second = fake.requests.filter((sent) => sent.path === '/assistant/ask')[1]!;
    expect(JSON.parse(second.body)).toEqual({
      question: 'Und wo?',
      history: [
        { role: 'user', content: 'Welche Ausbildung passt zu mir?' },
        {
          role: 'assistant',
          content:
            'Mechatroniker/in [1]: 13.200 € im Jahr. Angeboten von Rheinwerk Mechatronik GmbH [2].',
        },
      ],
    });
  });

  it('keeps the question when the answer fails and asks it again on request', async () => {
    let fail = true;
    const { events } = renderAssistant(() =>
      fail
        ? json(
            { error: 'Zu viele Anfragen', message: 'Zu viele', maxCalls: 20, perSeconds: 60 },
            429,
            // The client holds a refused request back until Retry-After: here, not at all.
            { 'Retry-After': '0' },
          )
        : eventStream(payAnswer),
    );
    await events.click(screen.getByRole('button', { name: 'Was ist ein duales Studium?' }));
    expect(
      await screen.findByText('Die Antwort konnte nicht geladen werden. Bitte versuche es erneut.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('20');
    await events.click(screen.getByRole('button', { name: 'OK' }));
    fail = false;
    await events.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('list', { name: 'Quellen' })).toBeInTheDocument();
    expect(screen.getAllByText('Was ist ein duales Studium?')).toHaveLength(1);
  });

  it('shows help lines as links to call, with no sources, and offers to go on with careers', async () => {
    const lines = [
      {
        name: 'Nummer gegen Kummer',
        number: '116 111',
        href: 'tel:116111',
        label: 'Nummer gegen Kummer anrufen: 116 111',
        hours: 'Mo–Sa 14–20 Uhr, kostenlos und anonym',
        url: 'https://www.nummergegenkummer.de/kinder-und-jugendtelefon/',
        checked: '2026-11-27',
      },
      {
        name: 'krisenchat',
        href: 'https://krisenchat.de',
        label: 'krisenchat öffnen: Chat mit Fachleuten',
        hours: 'Chat rund um die Uhr, für alle bis 25',
        url: 'https://krisenchat.de',
        checked: '2026-11-27',
      },
      {
        name: 'Notruf',
        number: '112',
        href: 'tel:112',
        label: 'Notruf anrufen: 112',
        hours: 'wenn dein Leben oder das eines anderen in Gefahr ist',
        url: 'https://digital-strategy.ec.europa.eu/de/policies/112',
        checked: '2026-11-27',
      },
    ];
    const helpAnswer: [string, unknown][] = [
      ['delta', { text: 'Das klingt, als ginge es dir gerade gar nicht gut.\n' }],
      ['delta', { text: 'Nummer gegen Kummer: 116 111 (Mo–Sa 14–20 Uhr).' }],
      ['done', { sources: [], mode: 'catalogue', help: { situation: 'despair', lines } }],
    ];
    const { events } = renderAssistant(() => eventStream(helpAnswer));
    const field = screen.getByRole('textbox', { name: 'Deine Frage' });
    await events.type(field, 'ich kann nicht mehr{Enter}');

    const help = await screen.findByRole('list', { name: 'Hier bekommst du Hilfe' });
    expect(
      within(help).getByRole('link', { name: /Nummer gegen Kummer anrufen: 116 111/ }),
    ).toHaveAttribute('href', 'tel:116111');
    expect(within(help).getByRole('link', { name: /Notruf anrufen: 112/ })).toHaveAttribute(
      'href',
      'tel:112',
    );
    const chat = within(help).getByRole('link', { name: /krisenchat öffnen/ });
    expect(chat).toHaveAttribute('href', 'https://krisenchat.de');
    expect(chat).toHaveAccessibleName(/öffnet in neuem Tab/);
    expect(chat).toHaveAccessibleDescription('Chat rund um die Uhr, für alle bis 25');
    const log = screen.getByRole('log', { name: 'Gespräch mit der KI' });
    expect(
      within(log).getByText('Das klingt, als ginge es dir gerade gar nicht gut.'),
    ).toBeInTheDocument();
    expect(within(log).queryByRole('list', { name: 'Quellen' })).not.toBeInTheDocument();
    expect(
      within(log).queryByText('Zusammengestellt aus den Einträgen in Kompass.'),
    ).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Weiter mit einer Frage zu Berufen' }));
    expect(field).toHaveFocus();
  });

  it('shows the help lines above the answer when the check was unsure', async () => {
    const lines = [
      {
        name: 'Nummer gegen Kummer',
        number: '116 111',
        href: 'tel:116111',
        label: 'Nummer gegen Kummer anrufen: 116 111',
        hours: 'Mo–Sa 14–20 Uhr, kostenlos und anonym',
        url: 'https://www.nummergegenkummer.de/kinder-und-jugendtelefon/',
        checked: '2026-11-27',
      },
    ];
    const unsureAnswer: [string, unknown][] = [
      ['delta', { text: 'Ein duales Studium verbindet Studium und Arbeit im Betrieb.' }],
      [
        'done',
        {
          sources: [],
          mode: 'catalogue',
          help: { situation: 'despair', lines, withAnswer: true },
        },
      ],
    ];
    const { events } = renderAssistant(() => eventStream(unsureAnswer));
    await events.type(
      screen.getByRole('textbox', { name: 'Deine Frage' }),
      'mir reichts mit allem, was ist ein duales studium{Enter}',
    );

    const help = await screen.findByRole('list', { name: 'Hier bekommst du Hilfe' });
    expect(
      within(help).getByRole('link', { name: /Nummer gegen Kummer anrufen: 116 111/ }),
    ).toHaveAttribute('href', 'tel:116111');
    const answer = screen.getByText('Ein duales Studium verbindet Studium und Arbeit im Betrieb.');
    expect(help.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(/Falls es dir gerade nicht gut geht/)).toBeInTheDocument();
    expect(screen.getByText('Zusammengestellt aus den Einträgen in Kompass.')).toBeInTheDocument();
  });

  it('does not send a question that is too long', async () => {
    const { events } = renderAssistant();
    const field = screen.getByRole('textbox', { name: 'Deine Frage' });
    await events.click(field);
    await events.paste('x'.repeat(501));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Deine Frage ist zu lang (höchstens 500 Zeichen).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fragen' })).toBeDisabled();
  });
});
