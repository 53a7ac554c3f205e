import { Anchor, Group, Stepper, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageFrame } from '@cp/ui';

const WIZARD_STEPS = ['Basic Information', 'Choose Category', 'Prerequisite Subject', 'Cover Image'] as const;

/** /subject/add: the four-step creation wizard. */
export function SubjectAddPage() {
  return (
    <PageFrame title="Add Subject" description={<Text c="dimmed">Create a new subject in four steps.</Text>}>
      <Stepper active={0} allowNextStepsSelect={false} size="sm">
        {WIZARD_STEPS.map((label, index) => (
          <Stepper.Step key={label} label={`Step ${index + 1}`} description={label} />
        ))}
      </Stepper>
    </PageFrame>
  );
}

/** /subject/detail/:code/*: header and tabs of one subject. */
export function SubjectDetailPage() {
  const { code = '' } = useParams();
  return (
    <PageFrame title={`Subject ${code}`}>
      <Group>
        <Anchor component={Link} to="/subject">
          Back to My Subjects
        </Anchor>
      </Group>
    </PageFrame>
  );
}
