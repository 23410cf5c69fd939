import styled from '@emotion/styled';
import { theme } from './theme';

/** The page's content column. */
export const PageContainer = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: ${theme.space[6]}px ${theme.space[4]}px;
`;
