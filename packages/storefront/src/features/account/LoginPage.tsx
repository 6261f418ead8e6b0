import { useCurrentUser } from '@diecut/quote-react'
import { useEffect } from 'react'
import { navigate } from '../../app/router'
import '../../styles/account.css'
import { FindOrderHint } from '../orders/FindOrderHint'
import { AuthForms } from './AuthForms'

/** /account/users/login (the phone menu's login link). */
const LoginPage = () => {
  const user = useCurrentUser().user
  useEffect(() => {
    document.title = 'Log In · diecut'
    if (user !== null && !user.is_guest) navigate('/account', { replace: true })
  }, [user])
  return (
    <div className="container account narrow-auth">
      <h1>Welcome back</h1>
      <AuthForms onDone={() => navigate('/account')} />
      <FindOrderHint />
    </div>
  )
}

export default LoginPage
