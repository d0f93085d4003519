export { EmployeeSelect } from './components/EmployeeSelect.tsx';
export { useEmployeeNames } from './hooks/use-employee-names.ts';
export { useEmployeeSearch } from './hooks/use-employee-search.ts';
export { addToPickList, PICK_LIST_MAX, pickEmails, rememberContacts } from './model/pick-list.ts';
