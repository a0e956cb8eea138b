import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useProfile } from '../../lib/session.ts';
import { LibrarySection } from './LibrarySection.tsx';
import { MyPlaylists } from './MyPlaylists.tsx';

/** `/playlists`: the learner's own playlists, and the library for their main learning language. */
export function PlaylistsPage() {
  const { t } = useTranslation('playlists');
  const language = useProfile().mainLearningLanguage.language;
  return (
    <div className="mx-auto max-w-4xl space-y-10">
      <PageHeader title={t('title')} description={t('subtitle')} testId="playlists-heading" />
      <MyPlaylists defaultLanguage={language} />
      <LibrarySection initialLanguage={language} />
    </div>
  );
}
