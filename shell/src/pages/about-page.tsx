import { Page, PageTitle, styled } from '@kompass/shared';
import { BackButton } from '@kompass/shared/back-button';
import { aboutTexts } from '../features/about/texts';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 720px;
  section {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.large};
  }
  p,
  dd {
    margin: 0;
    line-height: 1.55;
  }
  dl {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dt {
    font-weight: 700;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** A link out of Kompass: opens beside it, so the user keeps their place. */
function OutLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * `/about`, for everyone, signed in or not: what Kompass is, what it decides automatically and
 * how, where a person helps instead, and the data sources with the credit their licences ask for.
 */
export function AboutPage() {
  return (
    <Page>
      <BackButton />
      <Body>
        <PageTitle>{aboutTexts.title}</PageTitle>
        <p>{aboutTexts.intro}</p>
        <section aria-labelledby="about-automatic">
          <h2 id="about-automatic">{aboutTexts.automaticTitle}</h2>
          <p>{aboutTexts.automaticIntro}</p>
          <dl>
            {aboutTexts.automatic.map(({ name, how }) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{how}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="about-human">
          <h2 id="about-human">{aboutTexts.humanTitle}</h2>
          <p>{aboutTexts.human}</p>
          <p>
            {aboutTexts.phoneLabel} <a href={aboutTexts.phoneHref}>{aboutTexts.phone}</a>
          </p>
          <p>
            <OutLink href={aboutTexts.websiteHref}>{aboutTexts.website}</OutLink>
          </p>
        </section>
        <section aria-labelledby="about-sources">
          <h2 id="about-sources">{aboutTexts.sourcesTitle}</h2>
          <dl>
            {aboutTexts.sources.map((source) => (
              <div key={source.name}>
                <dt>{source.name}</dt>
                <dd>
                  {source.credit} <OutLink href={source.href}>{source.linkText}</OutLink>
                  {'licenceHref' in source && (
                    <>
                      {' · '}
                      <OutLink href={source.licenceHref}>{aboutTexts.licenceLink}</OutLink>
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </Body>
    </Page>
  );
}
