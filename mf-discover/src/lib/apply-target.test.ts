import { describe, expect, it } from 'vitest';
import { applyTarget } from './apply-target';

describe('applyTarget', () => {
  it('writes to the first e-mail address, the job as the subject', () => {
    expect(
      applyTarget(
        {
          contactMethods: 'Telefon: 0561 123456\nE-Mail: ausbildung@stadtwerke.example',
          website: 'https://stadtwerke.example',
        },
        'Bäcker/in',
      ),
    ).toBe('mailto:ausbildung@stadtwerke.example?subject=Bewerbung%3A%20B%C3%A4cker%2Fin');
  });

  it('falls back to the website, then to a phone number, else nothing', () => {
    expect(
      applyTarget({ contactMethods: 'Telefon: 0561 123456', website: 'www.example.de' }, 'Koch'),
    ).toBe('https://www.example.de/');
    expect(applyTarget({ contactMethods: 'Telefon: 0561 123456', website: '' }, 'Koch')).toBe(
      'tel:0561123456',
    );
    expect(applyTarget({ contactMethods: 'Sprechzeiten: Mo–Do', website: '' }, 'Koch')).toBeNull();
  });
});
