/** A day table's header row: the first column names the rows, the others hold numbers (aligned to the end). */
export function TableHead({ first, numbers }: { first: string; numbers: readonly string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {numbers.map((label) => (
          <th key={label} scope="col" className="num">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
