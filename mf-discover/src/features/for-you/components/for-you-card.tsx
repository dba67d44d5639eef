import {
  BookmarkIcon,
  type Company,
  type Course,
  type Job,
  type Recommendation,
  styled,
} from '@kompass/shared';
import { CourseCard, JobCard } from '../../../components/content-cards';
import { forYouTexts } from '../../../texts';
import { Reasons, useWhyToggle, WhyButton } from './why-toggle';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
  svg {
    width: 1em;
    height: 1em;
  }
`;

const FooterWhyButton = styled(WhyButton)`
  margin-left: auto;
  padding: ${({ theme }) => `0 ${theme.space(2)}`};
`;

const FramedReasons = styled(Reasons)`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)} ${theme.space(2)} ${theme.space(6)}`};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * One suggestion of 'Für dich': the usual job or course card, marked when it is saved or is the
 * 'Entdecke auch' item, and 'Warum?', which shows the reasons below the card.
 */
export function ForYouCard({
  recommendation,
  saved,
  onOpenJob,
  onOpenCourse,
}: {
  recommendation: Recommendation;
  saved: boolean;
  onOpenJob: (job: Job) => void;
  onOpenCourse: (course: Course, company: Company | null) => void;
}) {
  const why = useWhyToggle(recommendation.item.name);
  return (
    <Stack>
      {recommendation.entityType === 'job' ? (
        <JobCard job={recommendation.item} onOpen={onOpenJob} />
      ) : (
        <CourseCard
          course={recommendation.item}
          company={recommendation.company}
          onOpen={onOpenCourse}
        />
      )}
      <Footer>
        {saved && (
          <Badge>
            <BookmarkIcon />
            {forYouTexts.saved}
          </Badge>
        )}
        {recommendation.discover && <Badge>{forYouTexts.discover}</Badge>}
        <FooterWhyButton {...why.button} />
      </Footer>
      <FramedReasons {...why.reasons}>
        {recommendation.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </FramedReasons>
    </Stack>
  );
}
