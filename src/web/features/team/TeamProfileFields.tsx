import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui/field.tsx';
import { logoProblem, teamNameProblem } from './team-validation.ts';

/**
 * A team's name and logo address as the create and edit forms both ask for them: the values, and their
 * problems once the form has been submitted (`check` says whether it may go to the server).
 */
export function useTeamProfileFields(initial: { name: string; logo: string }) {
  const [name, setName] = useState(initial.name);
  const [logo, setLogo] = useState(initial.logo);
  const [checked, setChecked] = useState(false);
  return {
    name,
    logo,
    setName,
    setLogo,
    nameError: checked ? teamNameProblem(name) : undefined,
    logoError: checked ? logoProblem(logo) : undefined,
    check: () => {
      setChecked(true);
      return !teamNameProblem(name) && !logoProblem(logo);
    },
  };
}

/** The two fields; `ids` names them for labels and tests, `logoHint` is the create or the edit wording. */
export function TeamProfileFields({
  fields,
  ids,
  logoHint,
}: {
  fields: ReturnType<typeof useTeamProfileFields>;
  ids: { name: string; logo: string; testName: string; testLogo: string };
  logoHint: 'form.logoHint' | 'form.logoClearHint';
}) {
  const { t } = useTranslation('team');
  return (
    <>
      <TextField
        id={ids.name}
        label={t('form.name')}
        value={fields.name}
        maxLength={120}
        onChange={(e) => fields.setName(e.target.value)}
        error={fields.nameError && t(fields.nameError)}
        data-testid={ids.testName}
      />
      <TextField
        id={ids.logo}
        type="url"
        inputMode="url"
        label={t('form.logo')}
        hint={t(logoHint)}
        placeholder="https://"
        value={fields.logo}
        onChange={(e) => fields.setLogo(e.target.value)}
        error={fields.logoError && t(fields.logoError)}
        data-testid={ids.testLogo}
      />
    </>
  );
}
