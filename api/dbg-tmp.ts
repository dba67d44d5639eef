import { AnswerFilter } from './src/assistant/answer-filter.ts';
const rec = [{ source: { entityType: 'job' as const, entityId: 'j', title: 'Bäcker/in' }, fields: { name: 'Bäcker/in', jahresgehaltEuro: 11100 } }];
const f = new AnswerFilter(rec, { occupations: new Set(['baecker']), places: new Set() });
const a = 'Als Bäcker/in bekommst du 11.100 € [1]. Das klingt nach einem spannenden Weg. Bewerbungsschluss ist der 15. März 2027 [1].';
let out = '';
for (let i = 0; i < a.length; i += 7) out += f.push(a.slice(i, i + 7));
out += f.flush();
console.log(JSON.stringify(out), f.dropped);
