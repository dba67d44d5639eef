import type { ReactNode } from 'react';
import styled from 'styled-components';
import { paths } from '../paths';
import { Link } from '../router';
import { commonTexts } from '../texts';
import { Button } from './button';
import { CenteredColumn, Muted } from './surfaces';

const Centered = styled(CenteredColumn)`
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.large};
`;

export interface NotFoundStateProps {
  /** What is missing, as the page's heading. */
  title: string;
  message?: ReactNode;
  /** Where to go instead; the start page unless given. `null`: the page offers a way already. */
  action?: ReactNode;
}

/**
 * A page whose subject does not exist (any more): a deleted profile, an unknown company, a
 * mistyped address. It takes the page's `h1`, since nothing else is there to head it.
 */
export function NotFoundState({ title, message, action }: NotFoundStateProps) {
  return (
    <Centered>
      <Title>{title}</Title>
      {message && <Muted>{message}</Muted>}
      {action === undefined ? (
        <Button as={Link} to={paths.home()}>
          {commonTexts.toHome}
        </Button>
      ) : (
        action
      )}
    </Centered>
  );
}
