import { expect, test } from '../support/fixtures.ts';
import { companyIdByName } from '../support/seeded-companies.ts';

/** Listings that need more than school, and where a course is studied (issue: wave three). */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`listings for school leavers at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a teacher’s post says it needs a degree, on the card and in the details', async ({
      page,
      request,
      signedInUser,
    }) => {
      const school = await companyIdByName(
        request,
        signedInUser.token,
        'Freie Gemeinschaftsschule am Auenpark',
      );
      await page.goto(`/company/${school}`);
      const card = page.getByRole('button', { name: /^Grundschullehrer\/in/ });
      await expect(card).toContainText('Setzt ein abgeschlossenes Studium voraus', {
        timeout: 30_000,
      });
      await card.click();
      const details = page.getByRole('dialog', { name: 'Grundschullehrer/in' });
      await expect(details.getByText('Voraussetzung')).toBeVisible();
      await expect(details.getByText('Ein abgeschlossenes Studium')).toBeVisible();
    });

    test('„Für dich“ suggests a school leaver no post that needs a finished training or degree', async ({
      page,
      request,
      signedInUser,
    }) => {
      // Someone who likes helping people: teachers' and nurses' posts would fit their interests.
      const headers = { Authorization: signedInUser.token };
      const questions = (await (
        await request.get('/api/onboarding?size=50', { headers })
      ).json()) as { content: { settings_key: string; answerDimensions: string[] }[] };
      for (const question of questions.content) {
        const index = question.answerDimensions.indexOf('S');
        if (index < 0) continue;
        const saved = await request.post('/api/settings', {
          headers,
          data: { key: question.settings_key, value: index },
        });
        expect(saved.ok()).toBe(true);
      }
      await page.goto('/');
      const rail = page.getByRole('region', { name: 'Für dich', exact: true });
      await expect(rail.getByRole('button', { name: /Warum/ }).first()).toBeVisible({
        timeout: 30_000,
      });
      await expect(
        rail.getByRole('button', { name: /Erzieher|Pflege|Sozial/ }).first(),
      ).toBeVisible();
      await expect(rail).not.toContainText('voraus');
    });

    test('a course card names the university and its town', async ({
      page,
      request,
      signedInUser,
    }) => {
      const university = await companyIdByName(
        request,
        signedInUser.token,
        'Universität Auenstadt',
      );
      await page.goto(`/company/${university}`);
      const card = page.getByRole('button', { name: /^Chemie \(B\.Sc\.\)/ });
      await expect(card).toContainText('Universität Auenstadt, Göttingen', { timeout: 30_000 });
    });

    test('a course card names the university and its town on the Merkliste and the occupation page', async ({
      page,
      signedInUser,
    }) => {
      const headers = { Authorization: signedInUser.token };
      const courses = (await (
        await page.request.get('/api/courses?search=Chemie', { headers })
      ).json()) as { course: { id: string; name: string } }[];
      const chemistry = courses.find(({ course }) => course.name === 'Chemie (B.Sc.)');
      expect(chemistry).toBeDefined();
      const saved = await page.request.post('/api/bookmarks', {
        headers,
        data: { entityType: 'course', entityId: chemistry!.course.id },
      });
      expect(saved.status()).toBe(201);

      await page.goto('/bookmarks');
      const savedCard = page.getByRole('button', { name: /^Chemie \(B\.Sc\.\)/ });
      await expect(savedCard).toContainText('Universität Auenstadt, Göttingen', {
        timeout: 30_000,
      });

      // The study field the course belongs to lists it with the same line.
      const fields = (await (
        await page.request.get('/api/occupations?search=Chemie&kind=studium', { headers })
      ).json()) as { content: { id: string }[] };
      let field: string | undefined;
      for (const { id } of fields.content) {
        const detail = (await (
          await page.request.get(`/api/occupations/${id}`, { headers })
        ).json()) as { courses: { id: string }[] };
        if (detail.courses.some((course) => course.id === chemistry!.course.id)) field = id;
      }
      expect(field).toBeDefined();
      await page.goto(`/occupations/${field}`);
      const listed = page.getByRole('button', { name: /^Chemie \(B\.Sc\.\)/ });
      await expect(listed).toContainText('Universität Auenstadt, Göttingen', { timeout: 30_000 });
    });
  });
}
