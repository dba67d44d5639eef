import type { RetrievedRecord } from './records.ts';
import { humanRouteHost } from './texts.ts';

/**
 * Links in an answer, from the model or quoted from a description: only the Bundesagentur's
 * pages and the cited companies' own websites stay. Written links ('https://…', 'www.…') and
 * bare host names with a common top-level domain ('evil.example.com') count alike; e-mail
 * addresses are not links.
 */

const topLevelDomains =
  'de|com|net|org|info|io|eu|at|ch|biz|xyz|ru|cn|app|dev|me|co|online|site|shop|example|test|ly|tk|to|ai|gg|cc|tv';

const linkPattern = new RegExp(
  `(?:\\b(?:https?:\\/\\/|www\\.)[^\\s)\\]»“"]+)|(?<![@\\w.\\/-])(?:[a-z0-9-]+\\.)+(?:${topLevelDomains})\\b(?:\\/[^\\s)\\]»“"]*)?`,
  'gi',
);

function withoutWww(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

export class LinkPolicy {
  private readonly allowedHosts = new Set([withoutWww(humanRouteHost)]);

  constructor(records: RetrievedRecord[]) {
    for (const record of records) {
      const website = record.fields.website;
      if (typeof website !== 'string' || !website) continue;
      try {
        this.allowedHosts.add(withoutWww(new URL(website).host));
      } catch {
        // Not a URL: nothing to allow.
      }
    }
  }

  /** `text` with every link to another host removed (its trailing punctuation stays). */
  strip(text: string): string {
    return text.replace(linkPattern, (link) => this.keep(link));
  }

  private keep(link: string): string {
    const trailing = /[.,;:!?]+$/.exec(link)?.[0] ?? '';
    const bare = link.slice(0, link.length - trailing.length);
    try {
      const host = new URL(/^https?:/i.test(bare) ? bare : `https://${bare}`).host;
      if (this.allowedHosts.has(withoutWww(host))) return link;
    } catch {
      // Not a URL after all: dropped like a foreign link.
    }
    return trailing;
  }
}

/**
 * What removing a citation or link leaves behind: double spaces, a space before punctuation,
 * empty brackets, punctuation doubled.
 */
export function tidySpacing(text: string): string {
  return text
    .replace(/\(\s*[,;:]?\s*\)/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:!?])/g, '$1')
    .replace(/([,;:])(?=[.!?])/g, '')
    .replace(/([.!?]){2,}/g, '$1')
    .replace(/^[ \t]+|[ \t]+$/gm, '');
}
