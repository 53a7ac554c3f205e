/** The subject screens the router mounts: the creation wizard and the detail area. */
export { SubjectAddPage } from './SubjectWizard';
export { SubjectDetailPage } from './detail/SubjectDetailPage';
