import { useTheme } from '../context.js';

/** The first focusable element of every page: jumps past the navbar to the content. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  const { t } = useTheme();
  return (
    <a className="ld-skip-link" href={`#${target}`}>
      {t('skip.toContent')}
    </a>
  );
}
