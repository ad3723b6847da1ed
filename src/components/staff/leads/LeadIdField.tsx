/** The hidden field naming the lead a form of the lead page changes. */
export const LeadIdField = ({ id }: { id: number }) => <input type="hidden" name="lead" value={id} />;
