import { ErrorBox } from '../../components/ErrorBox';

export function FormErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  if (messages.length === 1) return <ErrorBox>{messages[0]}</ErrorBox>;
  return (
    <ErrorBox>
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </ErrorBox>
  );
}
