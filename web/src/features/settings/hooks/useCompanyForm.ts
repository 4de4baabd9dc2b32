import { type Schemas, unwrap } from '@idea-studio/sdk';
import { useMutation } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { useApi } from '../../../app/ApiProvider';
import { allValid, type Field, touchAll, useField } from '../../../ui/form';
import { userAtom } from '../../auth/atoms';

type CompanyData = Schemas['CompanyData'];

interface CompanyValues {
  name: string;
  webpage: string;
  mission: string;
  industry: string;
}

const valuesOf = (company: CompanyData | undefined): CompanyValues => ({
  name: company?.name ?? '',
  webpage: company?.webpage ?? '',
  mission: company?.mission ?? '',
  industry: company?.industry == null ? '' : String(company.industry),
});

const same = (a: CompanyValues, b: CompanyValues) =>
  a.name.trim() === b.name.trim() &&
  a.webpage.trim() === b.webpage.trim() &&
  a.mission.trim() === b.mission.trim() &&
  a.industry === b.industry;

export interface CompanyForm {
  name: Field;
  webpage: Field;
  mission: Field;
  industry: Field;
  /** The values differ from the saved company data. */
  changed: boolean;
  saving: boolean;
  /**
   * Writes the company (updateCompanyMetadata) and, on success, the user's `companyData`. Shows the fields' errors
   * and sends nothing while a rule is broken. Resolves to true when saved; a failed call leaves the form as it is.
   */
  save: () => Promise<boolean>;
}

/**
 * The company data editor's state (Basic Info in the settings dialog, About My Startup on the profile page):
 * Startup Name and Our Mission required, Webpage a web address, Industry required. Starts from the user's
 * company data at the time the form opens.
 */
export function useCompanyForm(): CompanyForm {
  const { client } = useApi();
  const [user, setUser] = useAtom(userAtom);
  const [saved, setSaved] = useState(() => valuesOf(user?.companyData));
  const name = useField({ required: true }, saved.name);
  const webpage = useField({ type: 'url' }, saved.webpage);
  const mission = useField({ required: true }, saved.mission);
  const industry = useField({ required: true }, saved.industry);
  const current: CompanyValues = {
    name: name.value,
    webpage: webpage.value,
    mission: mission.value,
    industry: industry.value,
  };

  const saving = useMutation({
    mutationFn: async (): Promise<boolean> => {
      try {
        const answer = await unwrap(
          client.POST('/company/metadata', {
            body: {
              name: current.name.trim(),
              industryId: Number(current.industry),
              mission: current.mission.trim(),
              webpage: current.webpage.trim() || null,
            },
          }),
        );
        if (!answer.success) return false;
        setUser((latest) => (latest ? { ...latest, companyData: answer.companyData } : latest));
        setSaved(valuesOf(answer.companyData));
        return true;
      } catch {
        return false; // the snackbar shows the server's reason; the form keeps what was typed
      }
    },
  });

  const save = async () => {
    touchAll(name, webpage, mission, industry);
    if (!allValid(name, webpage, mission, industry)) return false;
    return saving.mutateAsync();
  };

  return { name, webpage, mission, industry, changed: !same(current, saved), saving: saving.isPending, save };
}
