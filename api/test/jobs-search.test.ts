import { beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helper.ts';
import { jobsSuite } from './jobs-suite.ts';

describe.each(databases)('jobs on %s', (kind) => {
  const { suite, createJob, get, search, names } = jobsSuite(kind);
  let adminId: string;
  beforeAll(() => {
    ({ adminId } = suite);
  });

  describe('search', () => {
    it('tolerates a typo', async () => {
      expect((await names('Mechatronker'))[0]).toBe('Mechatroniker/in');
      expect(await names('Mechatronikr')).toContain('Kfz-Mechatroniker/in');
    });

    it('ignores case', async () => {
      expect((await names('MECHATRONIKER'))[0]).toBe('Mechatroniker/in');
      expect((await names('mechatroniker/in'))[0]).toBe('Mechatroniker/in');
    });

    it('treats umlaut spellings alike', async () => {
      expect((await names('Baecker'))[0]).toBe('Bäcker/in');
      expect((await names('bäcker'))[0]).toBe('Bäcker/in');
      expect((await names('Gaertner'))[0]).toBe('Gärtner/in');
      expect((await names('Strassenbauer'))[0]).toBe('Straßenbauer/in');
      // Found by its location (full text), in either spelling.
      expect(await names('Muenchen')).toEqual(['Koch/Köchin']);
      expect(await names('münchen')).toEqual(['Koch/Köchin']);
    });

    it('matches word prefixes', async () => {
      const found = await names('Mecha');
      expect(found.slice(0, 2).sort()).toEqual(['Kfz-Mechatroniker/in', 'Mechatroniker/in']);
      expect(await names('Straßenb')).toContain('Straßenbauer/in');
    });

    it('searches name, location and company, not the description', async () => {
      // The Restaurantfachmann's description mentions the Koch: not a match (issue 14).
      expect(await names('Koch')).toEqual(['Koch/Köchin']);
    });

    it('ranks the closest name first', async () => {
      expect(await names('Mechatroniker')).toEqual(['Mechatroniker/in', 'Kfz-Mechatroniker/in']);
    });

    it('needs every word to match somewhere', async () => {
      expect(await names('Koch München')).toEqual(['Koch/Köchin']);
      expect(await names('Koch Hamburg')).toEqual([]);
      // Not every „Ausbildung …“: the second word must match too, also with a typo.
      expect(await names('Ausbildung Zahntechnik')).toEqual(['Ausbildung Zahntechniker/in']);
      expect(await names('Ausbildung Zahntechnker')).toEqual(['Ausbildung Zahntechniker/in']);
    });

    it('finds „Kaufmann/-frau“ by the other forms of the title', async () => {
      for (const q of ['Kauffrau Büromanagement', 'Kaufmann', 'kaufleute', 'Kauffrau']) {
        expect(await names(q), q).toEqual(['Kaufmann/-frau für Büromanagement']);
      }
    });

    it('finds names by their first one or two letters', async () => {
      expect(await names('B')).toEqual(['Bäcker/in']);
      expect(await names('g')).toEqual(['Gärtner/in']);
      expect(await names('Ko')).toContain('Koch/Köchin');
      expect(await names('ä')).toEqual([]);
    });

    it('answers the same shape as the list, with the total of all matches', async () => {
      const first = await get('/api/jobs?search=Mechatroniker&size=1');
      expect(first.statusCode).toBe(200);
      const page = first.json<{ content: unknown[]; total: number }>();
      expect(page.total).toBe(2);
      expect(page.content).toHaveLength(1);
      expect(page.content[0]).toMatchObject({
        name: 'Mechatroniker/in',
        location: 'Stuttgart',
        workType: 'Ausbildung',
        yearlySalary: 12000,
        user: { id: adminId },
      });
      const second = await get('/api/jobs?search=Mechatroniker&size=1&page=1');
      expect(second.json<{ content: { name: string }[] }>().content[0]?.name).toBe(
        'Kfz-Mechatroniker/in',
      );
      const beyond = await get('/api/jobs?search=Mechatroniker&size=1&page=5');
      expect(beyond.json()).toEqual({ content: [], total: 2 });
    });

    it('pages through matches in the name and in other fields alike: the pages join up', async () => {
      // Three exact and two prefix matches in the name, two through the location only.
      for (const location of ['Aachen', 'Bonn', 'Celle'])
        await createJob({ name: 'Zunftbrauer/in', location });
      for (const location of ['Dessau', 'Erfurt'])
        await createJob({ name: 'Zunftbrauermeister/in', location });
      for (const location of ['Zunftbrauer Hof', 'Zunftbrauer Gasse'])
        await createJob({ name: 'Koch/Köchin', location });
      const page = async (query: string) => {
        const response = await get(`/api/jobs?search=Zunftbrauer&${query}`);
        return response.json<{ content: { id: string; name: string }[]; total: number }>();
      };
      const whole = await page('size=50');
      expect(whole.total).toBe(7);
      expect(whole.content.map((job) => job.name)).toEqual([
        ...Array<string>(3).fill('Zunftbrauer/in'),
        ...Array<string>(2).fill('Zunftbrauermeister/in'),
        ...Array<string>(2).fill('Koch/Köchin'),
      ]);
      const pages = await Promise.all([0, 1, 2, 3].map((index) => page(`size=2&page=${index}`)));
      expect(pages.flatMap((one) => one.content.map((job) => job.id))).toEqual(
        whole.content.map((job) => job.id),
      );
    });

    it('finds nothing for symbols or unknown words, everything for a blank query', async () => {
      expect(await search('%_*:&|!')).toEqual({ content: [], total: 0 });
      expect(await search("') OR 1=1 --")).toMatchObject({ total: 0 });
      expect(await search('Quantenphysikerin')).toEqual({ content: [], total: 0 });
      const all = await get('/api/jobs');
      expect((await search('   ')).total).toBe(all.json<{ total: number }>().total);
    });

    it('survives tsquery syntax and stop words', async () => {
      for (const q of ['koch & !', 'koch:* | x', "koch'", 'und', 'der die das', '(koch)', '\\']) {
        expect((await get(`/api/jobs?search=${encodeURIComponent(q)}`)).statusCode).toBe(200);
      }
    });

    it('refuses queries over 100 characters with 400', async () => {
      expect((await get(`/api/jobs?search=${'a'.repeat(100)}`)).statusCode).toBe(200);
      const response = await get(`/api/jobs?search=${'a'.repeat(101)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'Der Suchbegriff darf höchstens 100 Zeichen lang sein.',
      );
    });
  });
});
