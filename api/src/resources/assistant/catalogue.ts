import type { AssistantJob } from './assistant-repository.ts';
import {
  Citations,
  companyRecord,
  courseRecord,
  excerpt,
  jobRecord,
  list,
  nameOf,
  namedCompany,
  namedCourse,
  namedJob,
  tipRecord,
  type CatalogueData,
  type CompanyHit,
  type CourseHit,
  type Draft,
  type HistoryTurn,
  type Hit,
  type RetrievedRecord,
} from './records.ts';

import { jobsForPay, payLine } from './pay.ts';
import {
  describeOccupation,
  durationOfOccupation,
  findOccupation,
  occupationsFor,
  payOfOccupation,
} from './occupation-answers.ts';
import { pickTips } from './tips.ts';
import { assistantTexts as texts } from './texts.ts';
import { understand, type Understood } from './understand.ts';
import { closestTo, findHits } from './find-hits.ts';

/**
 * The catalogue mode of 'Frag unsere KI': German sentences built from the records the search
 * finds, each fact followed by the number of its source card ('[1]'). Nothing is written that
 * is not in a record or in the fixed texts (texts.ts).
 */

function recordOf(hit: Hit): RetrievedRecord {
  if (hit.kind === 'job') return jobRecord(hit.job);
  if (hit.kind === 'course') return courseRecord(hit.course);
  return companyRecord(hit.company);
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
  return {
    kind: 'nothingFound',
    text: parts.join(' '),
    records: citations.records,
    humanRoute: true,
  };
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
  return payLine(job, citations.cite(jobRecord(job)));
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

/**
 * An answer from its sentences. `humanRoute` offers the Berufsberatung as a link under it: only
 * where a person helps (a choice to make, a worry), not under every answer.
 */
function answer(citations: Citations, parts: string[], humanRoute = false): Draft {
  return {
    kind: 'answer',
    text: parts.join(' '),
    records: citations.records,
    ...(humanRoute ? { humanRoute: true } : {}),
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
      if (!items) return answer(citations, [...genderNote, texts.fitNoProfile], true);
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
      return answer(
        citations,
        [...genderNote, `${texts.fitIntro} ${list(lines)}.`, texts.fitAutomatic],
        true,
      );
    }

    case 'occupations': {
      const lines = await occupationsFor(understood, topic, data, citations);
      if (!lines) return nothingFound(data, topic);
      return answer(citations, [...genderNote, ...lines], true);
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
      return answer(citations, parts, true);
    }

    case 'worry':
    case 'applicationTips':
    case 'learningTips': {
      // A worry about applying ('Angst, keinen Platz zu finden') is answered from the tips.
      const worry = understood.intent === 'worry';
      const kind = understood.intent === 'learningTips' ? 'learning' : 'applications';
      const tips = pickTips(await data.tips(kind), understood.topic, worry);
      if (tips.length === 0) return nothingFound(data, topic);
      const label = kind === 'applications' ? 'Bewerbungstipp' : 'Lerntipp';
      const heading = worry
        ? texts.worry
        : kind === 'applications'
          ? texts.applicationTips
          : texts.learningTips;
      const lines = tips.map((tip) => `${tip.title} ${citations.cite(tipRecord(tip, label))}`);
      return answer(citations, [`${heading} ${lines.join(' ')}`], worry);
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
            ? `${describeJob(hit.job, citations)} ${payOf(hit.job, citations).replace(/^.*?: /, 'Bezahlung: ')}`
            : describe(hit, citations),
        );
      });
      return answer(citations, parts, true);
    }

    case 'pay': {
      if (!topic) {
        const examples = jobsForPay(await data.jobsOfWorkType('', 6), 3);
        return answer(citations, [
          `${texts.askForJob} ${list(examples.map((job) => payOf(job, citations).slice(0, -1)))}.`,
        ]);
      }
      // What the listings pay, then the occupation's pay per training year with its sources.
      const [hits, occupation] = await Promise.all([
        findHits(data, topic, ['job'], 6),
        findOccupation(data, topic),
      ]);
      const jobs = hits.flatMap((hit) => (hit.kind === 'job' ? [hit.job] : []));
      const lines = jobsForPay(jobs, 3).map((job) => payOf(job, citations));
      const trainingPay = occupation ? await payOfOccupation(occupation, data, citations) : null;
      if (lines.length === 0 && !trainingPay) return nothingFound(data, topic);
      return answer(citations, [
        ...genderNote,
        ...lines,
        ...(trainingPay ?? []),
        ...(lines.length > 0 ? [texts.salaryNote] : []),
      ]);
    }

    case 'duration': {
      const occupation = await findOccupation(data, topic);
      if (!occupation) break;
      return answer(citations, [...genderNote, ...durationOfOccupation(occupation, citations)]);
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
  // What the catalogue says of the occupation first, then the listings that name it.
  const occupation = await findOccupation(data, topic);
  const hits = await findHits(data, topic, ['job', 'course', 'company'], occupation ? 2 : 3);
  if (hits.length === 0 && !occupation) {
    if (understood.offTopic || !topic) {
      return { kind: 'refusal', text: texts.refusalOffTopic, records: [] };
    }
    return nothingFound(data, topic);
  }
  return answer(citations, [
    ...genderNote,
    ...(occupation ? [describeOccupation(occupation, citations)] : []),
    ...hits.map((hit) => describe(hit, citations)),
  ]);
}
