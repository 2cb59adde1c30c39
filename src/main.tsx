import { render } from 'react-dom';
import { App } from './app/app.tsx';

render(<App />, document.getElementById('app')!);
