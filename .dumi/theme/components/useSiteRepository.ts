import { useSiteData } from 'dumi';
import { parseRepository, type RepositoryInfo } from '../../lib/links';

/** The repository from `themeConfig.repository` (set from package.json in .dumirc.ts). */
export default function useSiteRepository(): RepositoryInfo | undefined {
  const { themeConfig } = useSiteData();
  const repository = themeConfig.repository as { url?: string } | undefined;
  return parseRepository(repository?.url);
}
