import type { AssistantJob } from './assistant-repository.ts';
import {
  Citations,
  companyRecord,
  courseRecord,
  euros,
  excerpt,
  jobRecord,
  nameOf,
  namedCompany,
  namedCourse,
  namedJob,
  textOf,
  tipRecord,
  type CatalogueData,
  type CompanyHit,
  type CourseHit,
  type Draft,
  type HistoryTurn,
  type Hit,
  type RetrievedRecord,
  type Tip,
} from './records.ts';

import { assistantTexts as texts } from './texts.ts';
import { understand, wordsOf, type Understood } from './understand.ts';
import { holdsTopicWord, onlyAsLinkedPart } from './word-parts.ts';

/**
 * The catalogue mode of 'Frag unsere KI': German sentences built from the records the search
 * finds, each fact followed by the number of its source card ('[1]'). Nothing is written that
 * is not in a record or in the fixed texts (texts.ts).
 */

/**
 * How well the name carries the topic: per topic word 2 when the name has that word, 1 when a
 * word of the name starts with it ('Biologie' before 'Biologielaborant/in').
 */
function nameScore(name: string, topicWords: string[]): number {
  const nameWords = wordsOf(name);
  let score = 0;
  for (const word of topicWords) {
    if (nameWords.includes(word)) score += 2;
    else if (nameWords.some((part) => part.startsWith(word))) score += 1;
  }
  return score;
}

const kindOrder = { job: 0, course: 1, company: 2 } as const;

/**
 * The entries a topic names, best first: the whole topic searched in jobs, courses and
 * companies; when that finds nothing, each of its words alone (longest first).
 */
async function findHits(
  data: CatalogueData,
  topic: string,
  kinds: readonly Hit['kind'][],
  limit: number,
  wholeParts = true,
): Promise<Hit[]> {
  const topicWords = wordsOf(topic);
  if (topicWords.length === 0) return [];
  const attempts = [topic];
  if (topicWords.length > 1) {
    attempts.push(...[...topicWords].sort((a, b) => b.length - a.length).slice(0, 3));
  }
  for (const attempt of attempts) {
    const [jobs, courses, companies] = await Promise.all([
      kinds.includes('job') ? data.searchJobs(attempt, limit) : [],
      kinds.includes('course') ? data.searchCourses(attempt, limit) : [],
      kinds.includes('company') ? data.searchCompanies(attempt, limit) : [],
    ]);
    const hits: Hit[] = [
      ...jobs.map((job) => ({ kind: 'job' as const, job })),
      ...courses.map((course) => ({ kind: 'course' as const, course })),
      ...companies.map((company) => ({ kind: 'company' as const, company })),
    ].filter((hit) => !wholeParts || holdsTopicWord(textOf(hit), wordsOf(attempt)));
    if (hits.length === 0) continue;
    const scored = hits.map((hit, position) => ({
      hit,
      position,
      score: nameScore(nameOf(hit), topicWords),
    }));
    scored.sort(
      (a, b) =>
        b.score - a.score ||
        kindOrder[a.hit.kind] - kindOrder[b.hit.kind] ||
        a.position - b.position,
    );
    // Entries that carry the topic in their name outrank those found by place or company only;
    // among equals each kind takes its turn, so a course is not hidden behind many jobs.
    const best = scored[0]!.score;
    const kept = scored.filter(({ score }) => score === best).map(({ hit }) => hit);
    const byKind = (['job', 'course', 'company'] as const).map((kind) =>
      kept.filter((hit) => hit.kind === kind),
    );
    const mixed: Hit[] = [];
    for (let round = 0; mixed.length < Math.min(limit, kept.length); round += 1) {
      for (const hits of byKind) if (hits[round]) mixed.push(hits[round]!);
    }
    return mixed.slice(0, limit);
  }
  return [];
}

/** Entries close to a topic nothing matched: its words shortened to their first letters. */
async function closestTo(data: CatalogueData, topic: string): Promise<Hit[]> {
  const stems = wordsOf(topic)
    .filter((word) => word.length >= 5)
    .map((word) => word.slice(0, Math.max(4, Math.ceil(word.length * 0.6))));
  for (const stem of [...new Set(stems)].slice(0, 3)) {
    const hits = (await findHits(data, stem, ['job', 'course', 'company'], 3, false)).filter(
      (hit) => !onlyAsLinkedPart(textOf(hit), wordsOf(topic)),
    );
    if (hits.length > 0) return hits;
  }
  return [];
}

function recordOf(hit: Hit): RetrievedRecord {
  if (hit.kind === 'job') return jobRecord(hit.job);
  if (hit.kind === 'course') return courseRecord(hit.course);
  return companyRecord(hit.company);
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;
}

async function nothingFound(data: CatalogueData, topic: string): Promise<Draft> {
  const citations = new Citations();
  const alternatives = topic ? await closestTo(data, topic) : [];
  const parts: string[] = [texts.nothingFound];
  if (alternatives.length > 0) {
    parts.push(
      `${texts.closest} ${list(alternatives.map((hit) => `${nameOf(hit)} ${citations.cite(recordOf(hit))}`))}.`,
    );
  }
  parts.push(texts.humanRoute);
  return { kind: 'nothingFound', text: parts.join(' '), records: citations.records };
}

function describeJob(job: AssistantJob, citations: Citations): string {
  const ref = citations.cite(jobRecord(job));
  return `${job.name} ${ref}: ${excerpt(job.description)} Arbeitsmodell: ${job.workType}, Ort: ${job.location}.`;
}

function describeCourse(course: CourseHit, citations: Citations): string {
  return `${course.name} ${citations.cite(courseRecord(course))}: ${excerpt(course.description)}`;
}

function describeCompany(company: CompanyHit, citations: Citations): string {
  const about = excerpt(company.about);
  return `${company.name} ${citations.cite(companyRecord(company))} (${company.branch})${about ? `: ${about}` : '.'}`;
}

function describe(hit: Hit, citations: Citations): string {
  if (hit.kind === 'job') return describeJob(hit.job, citations);
  if (hit.kind === 'course') return describeCourse(hit.course, citations);
  return describeCompany(hit.company, citations);
}

function payOf(job: AssistantJob, citations: Citations): string {
  return `${job.name} ${citations.cite(jobRecord(job))}: ${euros(job.yearlySalary)} im Jahr (${job.workType}, ${job.location}).`;
}

async function whereOf(hit: Hit, data: CatalogueData, citations: Citations): Promise<string> {
  if (hit.kind === 'job') {
    const companies = await data.companiesOfJob(hit.job.id);
    const ref = citations.cite(jobRecord(hit.job));
    const by =
      companies.length > 0
        ? ` Angeboten von ${list(companies.map((company) => `${company.name} ${citations.cite(namedCompany(company))}`))}.`
        : '';
    return `${hit.job.name} ${ref} gibt es in Kompass in ${hit.job.location}.${by}`;
  }
  if (hit.kind === 'course') {
    const providers = await data.providersOfCourse(hit.course.id);
    const ref = citations.cite(courseRecord(hit.course));
    if (providers.length === 0)
      return `${hit.course.name} ${ref}: Kompass nennt dafür keinen Anbieter.`;
    return `${hit.course.name} ${ref} bieten an: ${list(providers.map((provider) => `${provider.name} ${citations.cite(namedCompany(provider))}`))}.`;
  }
  const offers = await data.offersOfCompany(hit.company.id);
  const ref = citations.cite(companyRecord(hit.company));
  const parts = [`${hit.company.name} ${ref} (${hit.company.branch})`];
  if (offers.jobs.length > 0) {
    parts.push(
      `bietet ${list(offers.jobs.map((job) => `${job.name} ${citations.cite(namedJob(job))}`))}`,
    );
  }
  if (offers.courses.length > 0) {
    parts.push(
      `${offers.jobs.length > 0 ? 'und die Studiengänge' : 'bietet die Studiengänge'} ${list(offers.courses.map((course) => `${course.name} ${citations.cite(namedCourse(course))}`))}`,
    );
  }
  return `${parts.join(' ')}${offers.jobs.length + offers.courses.length > 0 ? ' an' : ''}.`;
}

/** The topic of a follow-up ('Und was verdient man da?'): the last earlier question's. */
function topicFromHistory(history: HistoryTurn[]): string {
  for (const turn of [...history].reverse()) {
    if (turn.role !== 'user') continue;
    const earlier = understand(turn.content);
    if (earlier.topic) return earlier.topic;
  }
  return '';
}

function answer(citations: Citations, parts: string[], withHumanRoute = true): Draft {
  return {
    kind: 'answer',
    text: [...parts, ...(withHumanRoute ? [texts.humanRoute] : [])].join(' '),
    records: citations.records,
  };
}

/**
 * The catalogue answer to a question. `understood` is the question as read by understand();
 * refusals carry no sources.
 */
export async function catalogueAnswer(
  understood: Understood,
  history: HistoryTurn[],
  data: CatalogueData,
): Promise<Draft> {
  if (understood.safety === 'harmful') {
    return { kind: 'refusal', text: texts.refusalHarmful, records: [] };
  }
  if (understood.safety === 'personal') {
    return { kind: 'refusal', text: texts.refusalPersonal, records: [] };
  }

  const citations = new Citations();
  const genderNote: string[] = understood.mentionsGender ? [texts.genderNote] : [];
  const topic = understood.topic || topicFromHistory(history);

  switch (understood.intent) {
    case 'fit': {
      const items = await data.recommendations(5);
      if (!items) return answer(citations, [...genderNote, texts.fitNoProfile]);
      if (items.length === 0) return nothingFound(data, '');
      const lines = items.map((item) => {
        const record =
          item.entityType === 'job'
            ? namedJob({ id: item.entityId, name: item.name })
            : namedCourse({ id: item.entityId, name: item.name });
        record.fields.passtWeil = item.reasons.join('; ');
        const why = item.reasons.length > 0 ? ` (${item.reasons.join('; ')})` : '';
        return `${item.name} ${citations.cite(record)}${why}`;
      });
      return answer(citations, [
        ...genderNote,
        `${texts.fitIntro} ${list(lines)}.`,
        texts.fitAutomatic,
      ]);
    }

    case 'dual': {
      const jobs = await data.searchJobs(topic ? `duales studium ${topic}` : 'duales studium', 3);
      const found = jobs.length > 0 ? jobs : await data.searchJobs('duales studium', 3);
      const parts: string[] = [...genderNote, texts.dualExplained];
      if (found.length > 0) {
        parts.push(
          `${texts.dualItems} ${list(found.map((job) => `${job.name} ${citations.cite(jobRecord(job))}`))}.`,
        );
      }
      return answer(citations, parts);
    }

    case 'paths': {
      const [jobs, courses] = topic
        ? await Promise.all([data.searchJobs(topic, 2), data.searchCourses(topic, 2)])
        : [[], []];
      const jobExamples = jobs.length > 0 ? jobs : await data.jobsOfWorkType('Ausbildung', 2);
      const courseExamples = courses.length > 0 ? courses : await data.someCourses(2);
      const parts: string[] = [...genderNote, texts.pathsExplained];
      if (jobExamples.length > 0) {
        parts.push(
          `${texts.pathsJobs} ${list(jobExamples.map((job) => payOf(job, citations).slice(0, -1)))}.`,
        );
      }
      if (courseExamples.length > 0) {
        parts.push(
          `${texts.pathsCourses} ${list(courseExamples.map((course) => `${course.name} ${citations.cite(courseRecord(course))}`))}.`,
        );
      }
      return answer(citations, parts);
    }

    case 'applicationTips':
    case 'learningTips': {
      const kind = understood.intent === 'applicationTips' ? 'applications' : 'learning';
      const tips = pickTips(await data.tips(kind), topic);
      if (tips.length === 0) return nothingFound(data, topic);
      const label = kind === 'applications' ? 'Bewerbungstipp' : 'Lerntipp';
      const heading = kind === 'applications' ? texts.applicationTips : texts.learningTips;
      const lines = tips.map((tip) => `${tip.title} ${citations.cite(tipRecord(tip, label))}`);
      return answer(citations, [`${heading} ${lines.join(' ')}`], false);
    }

    case 'compare': {
      const sides = understood.sides;
      if (!sides) break;
      const [left, right] = await Promise.all(
        sides.map((side) => findHits(data, side, ['job', 'course', 'company'], 1)),
      );
      const found = [left![0], right![0]];
      if (!found[0] && !found[1]) return nothingFound(data, sides.join(' '));
      const parts: string[] = [...genderNote, texts.compareIntro];
      found.forEach((hit, index) => {
        if (!hit) {
          parts.push(texts.compareMissing(sides[index]!));
          return;
        }
        parts.push(
          hit.kind === 'job'
            ? `${describeJob(hit.job, citations)} ${payOf(hit.job, citations).replace(/^.*?: /, 'Gehalt: ')}`
            : describe(hit, citations),
        );
      });
      return answer(citations, parts);
    }

    case 'pay': {
      if (!topic) {
        const examples = await data.jobsOfWorkType('', 3);
        return answer(
          citations,
          [
            `${texts.askForJob} ${list(examples.map((job) => payOf(job, citations).slice(0, -1)))}.`,
          ],
          false,
        );
      }
      const hits = await findHits(data, topic, ['job'], 3);
      if (hits.length === 0) return nothingFound(data, topic);
      const lines = hits.map((hit) => (hit.kind === 'job' ? payOf(hit.job, citations) : ''));
      return answer(citations, [...genderNote, ...lines, texts.salaryNote]);
    }

    case 'where': {
      const hits = await findHits(data, topic, ['job', 'course', 'company'], 2);
      if (hits.length === 0) return nothingFound(data, topic);
      const lines: string[] = [];
      for (const hit of hits) {
        // 'Was macht man als … und welche Betriebe bilden aus?': what it is, then where.
        if (understood.alsoAsksWhat) lines.push(describe(hit, citations));
        lines.push(await whereOf(hit, data, citations));
      }
      return answer(citations, [...genderNote, ...lines]);
    }

    case 'about':
      break;
  }

  if (!topic && understood.mentionsGender) {
    const examples = await data.jobsOfWorkType('', 3);
    return answer(citations, [
      texts.genderNote,
      `${texts.openToAll} ${list(examples.map((job) => `${job.name} ${citations.cite(jobRecord(job))}`))}.`,
    ]);
  }
  const hits = await findHits(data, topic, ['job', 'course', 'company'], 3);
  if (hits.length === 0) {
    if (understood.offTopic || !topic) {
      return { kind: 'refusal', text: texts.refusalOffTopic, records: [] };
    }
    return nothingFound(data, topic);
  }
  return answer(citations, [...genderNote, ...hits.map((hit) => describe(hit, citations))]);
}

/** The tips whose words share most with the question's topic; the first three otherwise. */
function pickTips(tips: Tip[], topic: string): Tip[] {
  const topicWords = wordsOf(topic).filter((word) => word.length >= 4);
  if (topicWords.length === 0) return tips.slice(0, 3);
  const scored = tips.map((tip, position) => {
    const tipWords = wordsOf(`${tip.title} ${tip.text}`);
    const score = topicWords.filter((word) =>
      tipWords.some((part) => part.startsWith(word.slice(0, Math.max(4, word.length - 2)))),
    ).length;
    return { tip, position, score };
  });
  scored.sort((a, b) => b.score - a.score || a.position - b.position);
  return scored.slice(0, 3).map(({ tip }) => tip);
}
