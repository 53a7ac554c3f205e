import '../subjects.css';
import { useEffect } from 'react';
import { Tabs } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { PageFrame, Loading } from '@cp/ui';
import { ContributorTab } from '../../contributors/ContributorTab';
import { useSubject } from '../subject-api';
import { TABS, type SettingSection, type Tab } from './format';
import { SubjectHeader } from './SubjectHeader';
import { ContentTab } from './ContentTab';
import { ActivitiesTab } from './ActivitiesTab';
import { AboutTab } from './AboutTab';
import { SettingTab } from './SettingTab';
import { DiagnosticTab } from './DiagnosticTab';
import { ScrollTabsList } from './ScrollTabsList';

/** /subject/detail/:code/*: header with the action button, and the tabs. */
export function SubjectDetailPage() {
  const { code: rawCode = '', '*': rest = '' } = useParams();
  const code = rawCode.toUpperCase();
  const navigate = useNavigate();
  const query = useSubject(code);
  const res = query.data;
  const subject = res?.status ? res.data : null;
  const [tabPart, settingPart] = rest.split('/');
  const tab: Tab = (TABS as readonly string[]).includes(tabPart ?? '') ? (tabPart as Tab) : 'content';

  // The subject check: unknown or forbidden codes go to /not-found; an uncategorised normal subject back to the wizard.
  useEffect(() => {
    if (res && !res.status) navigate('/not-found', { replace: true });
    if (subject && subject.category_id === null && subject.role === 3 && !subject.adaptive) navigate(`/subject/add?code=${subject.code}`, { replace: true });
  }, [res, subject, navigate]);

  const canSet = subject?.role === 3;
  const visibleTabs = TABS.filter((t) => (t === 'setting' ? canSet : t === 'diagnostic' ? subject?.is_having_diagnostic_test : true));
  // A tab this person cannot see, or an address without a known tab, becomes the Content tab's address.
  useEffect(() => {
    if (subject && !(visibleTabs as string[]).includes(tabPart ?? '')) navigate(`/subject/detail/${code}/content`, { replace: true });
  }, [subject, tabPart, visibleTabs, code, navigate]);

  if (!subject) {
    return (
      <PageFrame title="Subject">
        <Loading label="Loading the subject" />
      </PageFrame>
    );
  }

  const reload = () => void query.refetch();
  return (
    <PageFrame title={subject.name} description={<SubjectHeader subject={subject} onChanged={reload} />}>
      <Tabs value={tab} onChange={(value) => value && navigate(`/subject/detail/${code}/${value}`)} keepMounted={false}>
        <ScrollTabsList active={tab}>
          {visibleTabs.map((t) => (
            <Tabs.Tab key={t} value={t}>
              {t === 'setting' ? 'Setting' : t[0]!.toUpperCase() + t.slice(1)}
            </Tabs.Tab>
          ))}
        </ScrollTabsList>
        <Tabs.Panel value="content" pt="lg">
          <ContentTab subject={subject} />
        </Tabs.Panel>
        <Tabs.Panel value="activities" pt="lg">
          <ActivitiesTab code={subject.code} />
        </Tabs.Panel>
        <Tabs.Panel value="contributor" pt="lg">
          <ContributorTab subject={subject} onMembershipChanged={reload} />
        </Tabs.Panel>
        <Tabs.Panel value="about" pt="lg">
          <AboutTab subject={subject} />
        </Tabs.Panel>
        {canSet && (
          <Tabs.Panel value="setting" pt="lg">
            <SettingTab subject={subject} section={(settingPart as SettingSection) || 'basic'} onSaved={reload} />
          </Tabs.Panel>
        )}
        {subject.is_having_diagnostic_test && (
          <Tabs.Panel value="diagnostic" pt="lg">
            <DiagnosticTab code={subject.code} />
          </Tabs.Panel>
        )}
      </Tabs>
    </PageFrame>
  );
}

// ---- header ------------------------------------------------------------------------------------
