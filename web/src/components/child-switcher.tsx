export default function ChildSwitcher() {
  return null;
}
