import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from '../store';
import { alertQueueAtom, dismissAlert, showAlert } from './alerts';

describe('showAlert', () => {
  afterEach(() => appStore.set(alertQueueAtom, []));

  it('queues an alert that is already waiting only once, and settles every caller', async () => {
    const first = showAlert({ title: 'Kurz nicht erreichbar', message: 'Gleich noch einmal.' });
    const second = showAlert({ title: 'Kurz nicht erreichbar', message: 'Gleich noch einmal.' });
    const other = showAlert({ message: 'Etwas anderes.' });

    const queue = appStore.get(alertQueueAtom);
    expect(queue.map((alert) => alert.message)).toEqual(['Gleich noch einmal.', 'Etwas anderes.']);

    dismissAlert(queue[0]!.id);
    await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    expect(appStore.get(alertQueueAtom).map((alert) => alert.message)).toEqual(['Etwas anderes.']);
    dismissAlert(appStore.get(alertQueueAtom)[0]!.id);
    await other;
  });
});
