import { Link, Muted, paths, styled } from '@kompass/shared';
import type { OccupationDetail } from '../../../api/get-occupation';
import { Section } from '../../../components/section';
import { useInterestProfile } from '../api/get-interests';
import { durationInWords, fitReasons, monthlyEuros, payRange } from '../lib/occupation-facts';
import { occupationTexts } from '../texts';

const Text = styled.p`
  margin: 0;
  line-height: 1.55;
  overflow-wrap: break-word;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const PlainList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  line-height: 1.5;
`;

const PayTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  td {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;

const Small = styled(Muted)`
  font-size: ${({ theme }) => theme.font.small};
`;

/** The statutory minimum per training year with its source, and the range of the listings. */
function Pay({ pay }: { pay: OccupationDetail['pay'] }) {
  const { statutoryMinimum: minimum, listings } = pay;
  return (
    <Section title={occupationTexts.pay}>
      {minimum && minimum.monthlyByYear.length > 0 ? (
        <>
          <PayTable>
            <caption>{occupationTexts.payMinimum(minimum.startYear)}</caption>
            <tbody>
              {minimum.monthlyByYear.map((monthly, index) => (
                <tr key={index}>
                  <th scope="row">
                    {occupationTexts.payPerYear(
                      index + 1,
                      // Only the last training year can be shorter (3.5 years: the 4th is 6 months).
                      index === minimum.monthlyByYear.length - 1 ? minimum.lastYearMonths : null,
                    )}
                  </th>
                  <td>{monthlyEuros(monthly)}</td>
                </tr>
              ))}
            </tbody>
          </PayTable>
          <Small>{occupationTexts.paySource(minimum.source)}</Small>
        </>
      ) : (
        <Text>{occupationTexts.payNoMinimum}</Text>
      )}
      <Text>
        {listings
          ? occupationTexts.payInKompass(payRange(listings), listings.count)
          : occupationTexts.payInKompassNone}
      </Text>
      <Small>
        <Link to={paths.about()}>{occupationTexts.sourcesLink}</Link>
      </Small>
    </Section>
  );
}

/** 'Warum es zu dir passt', from the user's own interest profile. */
function Fit({ riasec }: { riasec: string | null }) {
  const { data: profile, isPending } = useInterestProfile();
  return (
    <Section title={occupationTexts.fit}>
      {/* Holds its place while the profile loads, so nothing below moves. */}
      <PlainList aria-busy={isPending}>
        {(isPending ? [] : fitReasons(riasec ?? '', profile)).map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </PlainList>
    </Section>
  );
}

/** What you do, the facts at a glance, the pay and why it fits the user. */
export function OccupationFacts({ occupation }: { occupation: OccupationDetail }) {
  return (
    <>
      <Section title={occupationTexts.whatYouDo}>
        <Text>{occupation.summary?.trim() || occupationTexts.noFigure}</Text>
      </Section>
      <Section title={occupationTexts.facts}>
        <Facts>
          <dt>{occupationTexts.duration}</dt>
          <dd>{durationInWords(occupation.durationMonths)}</dd>
          <dt>{occupationTexts.school}</dt>
          <dd>
            {occupation.school
              ? occupationTexts.schoolUsually(occupation.school)
              : occupationTexts.noFigure}
          </dd>
        </Facts>
        {occupation.specialisations.length > 0 && (
          <>
            <h3>{occupationTexts.specialisations}</h3>
            <PlainList>
              {occupation.specialisations.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </PlainList>
          </>
        )}
      </Section>
      <Fit riasec={occupation.riasec} />
      <Pay pay={occupation.pay} />
    </>
  );
}
