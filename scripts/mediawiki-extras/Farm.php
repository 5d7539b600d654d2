<?php
// The wikis, the shared databases, the push service and the backend file: what `up`, `down` and
// `status` do (mediawiki.php says what each command is). Processes are started, checked and stopped
// through Processes only.

declare(strict_types=1);

final class Farm
{
    public const USER = 'PushTester';
    public const OTHER = 'OtherEditor';
    /** Their user ids on every wiki (populate() checks them). */
    public const USER_ID = 3;
    public const OTHER_ID = 4;
    public const BOT = 'pushsettings';
    /**
     * The database Echo keeps push subscriptions in and MediaWiki keeps bot passwords in, for every wiki
     * (production: "wikishared" and CentralAuth's database).
     */
    public const SHARED_DB = 'wikishared';
    /**
     * What a wiki set up by this program has; one set up by an earlier version is made again (its
     * preferences, pages and notifications go). 2: the bot may edit pages, the built-in articles exist.
     * 3: the real Echo, Thanks and LoginNotify, one SQLite folder for all wikis, the subscriptions and bot
     * passwords shared, the accounts made as on the web, the other editor, job runners.
     */
    public const WIKI_VERSION = '3';
    /** The job runners of each wiki (startRunners says which jobs). */
    public const RUNNERS = ['push-runner', 'loginnotify-runner'];

    public readonly string $code;
    public readonly string $data;
    public readonly Ports $ports;
    public readonly Secrets $secrets;

    public function __construct(public readonly string $state, int $basePort, private string $extras)
    {
        $this->code = "$state/code/usr/share/mediawiki";
        $this->data = "$state/data";
        $this->ports = new Ports("$state/ports", $basePort);
        $this->secrets = new Secrets("$state/secret");
    }

    public static function say(string $message): void
    {
        fwrite(STDERR, "mediawiki: $message\n");
    }

    /** wiki name (en, de, wikidata, commons) → database name (enwiki, dewiki, wikidatawiki, commonswiki). */
    public static function dbName(string $name): string
    {
        return str_replace('-', '_', $name) . 'wiki';
    }

    public function wikiDir(string $name): string
    {
        return "$this->state/wikis/$name";
    }

    private function settings(string $name): string
    {
        return $this->wikiDir($name) . '/LocalSettings.php';
    }

    private function db(string $name): PDO
    {
        return Database::open("$this->data/$name.sqlite");
    }

    // --- The code. ---

    /**
     * Debian's mediawiki and mediawiki-classes, unpacked (not installed: the package depends on a web
     * server and its post-install would start Apache).
     */
    public function ensureCode(): void
    {
        if (!is_file("$this->code/api.php") || !is_file("$this->code/includes/WebStart.php")) {
            self::say("unpacking Debian's mediawiki into $this->state/code");
            $tmp = "$this->state/code.tmp";
            Files::remove($tmp);
            Files::remove("$this->state/code");
            Files::mkdir("$tmp/debs");
            [$status] = Processes::run(['apt-get', 'download', '-q', 'mediawiki', 'mediawiki-classes'], ['cwd' => "$tmp/debs"]);
            if ($status !== 0) {
                throw new RuntimeException('apt-get download mediawiki mediawiki-classes failed (is Debian\'s archive reachable? apt-get update?)');
            }
            foreach (glob("$tmp/debs/*.deb") ?: [] as $deb) {
                [$status, $output] = Processes::run(['dpkg-deb', '-x', $deb, "$tmp/root"]);
                if ($status !== 0) {
                    throw new RuntimeException("dpkg-deb -x $deb failed: $output");
                }
            }
            Files::remove("$tmp/debs");
            // The package points these at /etc and /var/lib (absolute links we do not install): our wikis
            // need none of them (LocalSettings.php is given by MW_CONFIG_FILE, the extensions are unpacked
            // by Extensions::install).
            $mw = "$tmp/root/usr/share/mediawiki";
            foreach (['LocalSettings.php', 'config', 'extensions', 'images'] as $link) {
                if (is_link("$mw/$link") || is_file("$mw/$link")) {
                    unlink("$mw/$link");
                }
            }
            Files::mkdir("$mw/extensions");
            Files::mkdir("$mw/images");
            Files::remove("$tmp/root/var");
            Files::remove("$tmp/root/etc");
            rename("$tmp/root", "$this->state/code");
            rmdir($tmp);
        }
        // The web installer: `php -S` would serve it to anyone who asks (it offers to upgrade the wiki
        // with the key in LocalSettings.php). install.php does not need the folder (it only globs its overrides).
        Files::remove("$this->code/mw-config");
    }

    // --- Secrets: passwords never on a command line (ps shows them); files and request bodies only. ---

    /**
     * The main passwords, made once; the bot passwords are MediaWiki's own (createBotPassword.php makes
     * them and prints them, see ensureBotPassword), recorded here.
     */
    public function ensureSecret(): void
    {
        $main = $this->secrets->ensure('main_password');
        $this->secrets->ensure('other_password');
        // For install.php --passfile (the administrator's password).
        Files::write("$this->state/admin-password", "$main\n", true);
    }

    // --- One wiki. ---

    public function ready(string $name): bool
    {
        return trim((string) @file_get_contents($this->wikiDir($name) . '/ready')) === self::WIKI_VERSION;
    }

    /** A maintenance script against one wiki (bounded: 300 s). */
    public function maintenance(string $name, string $script, array $arguments, array $options = []): array
    {
        return Processes::run(
            array_merge(['php', "$this->code/maintenance/$script", '--conf', $this->settings($name)], $arguments),
            $options + ['env' => ['MW_CONFIG_FILE' => $this->settings($name)], 'timeout' => 300]
        );
    }

    /**
     * The first half of a wiki, without a server: install.php with the extensions (it makes their tables
     * and loads them in LocalSettings.php, so no update.php is needed), then our settings.
     */
    public function install(string $name): void
    {
        $dir = $this->wikiDir($name);
        $port = $this->ports->of($name);
        $log = "$dir/install.log";
        $lang = in_array($name, ['wikidata', 'commons'], true) ? 'en' : $name;
        $db = self::dbName($name);
        Files::remove($dir);
        foreach (array_merge(glob("$this->data/$db.sqlite*") ?: [], glob("$this->data/{$db}_*.sqlite*") ?: []) as $file) {
            Files::remove($file);
        }
        Files::mkdir($dir);
        [$status] = Processes::run(['php', "$this->code/maintenance/install.php", '--quiet',
            '--dbtype', 'sqlite', '--dbpath', $this->data, '--dbname', $db,
            '--server', "http://127.0.0.1:$port", '--scriptpath', '', '--lang', $lang,
            '--passfile', "$this->state/admin-password", '--extensions', 'Echo,Thanks,LoginNotify', '--confpath', $dir,
            "push-settings $name", 'Admin'], ['log' => $log, 'timeout' => 300]);
        if ($status !== 0) {
            fwrite(STDERR, Files::tail($log, 20));
            throw new RuntimeException("install.php failed for $name (log: $log)");
        }
        $this->writeSettings($name);
    }

    /**
     * Our lines after install.php's: Echo with push (to the local push service), Thanks and LoginNotify as
     * ../shared/vendor/VENDOR.md says, the shared database, no web installer details.
     */
    private function writeSettings(string $name): void
    {
        $cache = var_export("$this->state/cache", true);
        $sharedName = self::SHARED_DB;
        $shared = var_export($sharedName, true);
        $pushUrl = var_export('http://127.0.0.1:' . $this->ports->of('push') . '/v1/message', true);
        $lines = <<<PHP

            # Added by scripts/mediawiki (docs/real-echo.md).
            \$wgCacheDirectory = $cache;
            \$wgShowExceptionDetails = false;
            # Jobs run only in the job runners scripts/mediawiki starts (api.php never runs jobs in 1.39).
            \$wgJobRunRate = 0;

            # Every wiki's database is in one SQLite folder (\$wgSQLiteDataDir), as production wikis share a
            # database cluster; "$sharedName" there holds what belongs to the account rather than to a wiki, as on
            # Wikimedia's wikis: Echo's push subscriptions (one subscription covers every wiki) and the bot
            # passwords (one password for every wiki). User ids are the same on every wiki (same creation order).
            \$wgEchoSharedTrackingDB = $shared;
            \$wgBotPasswordsDatabase = $shared;

            # Echo, Thanks and LoginNotify are loaded above (install.php --extensions).
            \$wgEchoEnablePush = true;
            \$wgEchoPushServiceBaseUrl = $pushUrl;   // requests go to <base>/<provider>
            \$wgEchoPushMaxSubscriptionsPerUser = 10;    // the extension's default, 0, breaks command=create
            \$wgEchoNotifiers['push'] = [ 'MediaWiki\\\\Extension\\\\Notifications\\\\Push\\\\PushNotifier', 'notifyWithPush' ];
            \$wgDefaultNotifyTypeAvailability['push'] = true;
            // Bot passwords: no 1.39 grant carries editmyprivateinfo, which action=echopushsubscriptions needs.
            \$wgGrantPermissions['editmyoptions']['editmyprivateinfo'] = true;
            \$wgEchoMentionStatusNotifications = true;   // mention-success / mention-failure

            \$wgLoginNotifyAttemptsKnownIP = 1;   // default 5: a notification for every failed login, not every 5th
            \$wgLoginNotifyAttemptsNewIP = 1;

            # The other editor rolls back, as English Wikipedia's rollbackers do.
            \$wgGroupPermissions['rollbacker']['rollback'] = true;

            PHP;
        file_put_contents($this->settings($name), $lines, FILE_APPEND);
    }

    /**
     * The second half, with the wiki's server running: the two accounts made as on the web, the other
     * editor a rollbacker, the edit counts, the app's articles, an empty job queue.
     */
    public function populate(string $name): void
    {
        $dir = $this->wikiDir($name);
        $log = "$dir/install.log";
        // Order matters: install.php makes Admin (1) and "MediaWiki default" (2, the main page's author),
        // then the app's user is 3 and the other editor 4 on every wiki, so that the shared subscriptions
        // and bot passwords (keyed by user id) are the same user everywhere.
        foreach ([self::USER => 'main_password', self::OTHER => 'other_password'] as $account => $key) {
            if (!$this->createAccount($name, $account, $this->secrets->get($key), $log)) {
                fwrite(STDERR, Files::tail($log, 5));
                throw new RuntimeException("could not create $account on $name (log: $log)");
            }
        }
        $db = $this->db(self::dbName($name));
        $ids = '';
        foreach (Database::query($db, 'SELECT user_id, user_name FROM user ORDER BY user_id') as [$id, $user]) {
            $ids .= "$id:$user ";
        }
        $wanted = '1:Admin 2:MediaWiki default ' . self::USER_ID . ':' . self::USER . ' ' . self::OTHER_ID . ':' . self::OTHER . ' ';
        if ($ids !== $wanted) {
            throw new RuntimeException("$name's users are $ids, not $wanted(remove $this->state to start over)");
        }
        [$status] = $this->maintenance($name, 'createAndPromote.php', ['--force', '--custom-groups', 'rollbacker', self::OTHER], ['log' => $log]);
        if ($status !== 0) {
            fwrite(STDERR, Files::tail($log, 5));
            throw new RuntimeException("createAndPromote.php failed for $name (log: $log)");
        }
        // Echo congratulates the 1st, 10th, 100th, 1000th, 10000th… edit with thank-you-edit (and a push).
        // Accounts that start at 5000 edits reach no milestone in any test, so no push comes that a test
        // did not cause (docs/real-echo.md).
        Database::query($db, 'UPDATE user SET user_editcount = 5000 WHERE user_id IN (?, ?)', [self::USER_ID, self::OTHER_ID]);
        $db = null;
        $this->seedArticles($name);
        // Nothing from the set-up may reach a device: Echo reads the subscriptions when a push job runs.
        Database::query($this->db(self::dbName($name) . '_jobqueue'), 'DELETE FROM job');
        file_put_contents("$dir/ready", self::WIKI_VERSION . "\n");
    }

    /**
     * An account as the web makes it (action=createaccount), not as createAndPromote.php does: that one
     * counts as auto-created, so Echo skips the new-account preferences and the welcome, and LoginNotify
     * does not record the address, so the first login would send login-success (VENDOR.md pitfall 3).
     * The password goes in the request body only.
     */
    private function createAccount(string $name, string $account, string $password, string $log): bool
    {
        $port = $this->ports->of($name);
        $api = new Api($port);
        $answer = $api->get(['action' => 'query', 'meta' => 'tokens', 'type' => 'createaccount', 'format' => 'json']);
        $token = Api::field($answer, 'query', 'tokens', 'createaccounttoken');
        if ($token === null) {
            file_put_contents($log, ($answer ?? 'no answer') . "\n", FILE_APPEND);
            return false;
        }
        $answer = $api->post(['action' => 'createaccount', 'format' => 'json', 'username' => $account,
            'password' => $password, 'retype' => $password, 'createreturnurl' => "http://127.0.0.1:$port/",
            'createtoken' => $token]);
        file_put_contents($log, "createaccount $account: " . ($answer ?? 'no answer') . "\n", FILE_APPEND);
        return Api::field($answer, 'createaccount', 'status') === 'PASS';
    }

    /**
     * The app's built-in articles of this wiki's language (mediawiki-extras/articles.tsv), so that the
     * English description editor edits a page that exists (the app's edit has `nocreate`). English keeps
     * its description in the page, as {{Short description|…}}; other languages keep theirs on Wikidata.
     * The app's user made them: the other editor's link to one raises article-linked, and the user has a
     * revision on each language wiki to thank.
     */
    private function seedArticles(string $name): void
    {
        $log = $this->wikiDir($name) . '/install.log';
        foreach (file("$this->extras/articles.tsv", FILE_IGNORE_NEW_LINES) as $line) {
            if ($line === '' || $line[0] === '#') {
                continue;
            }
            [$language, $title, $description, $lead] = array_pad(explode("\t", $line, 4), 4, '');
            if ($language !== $name) {
                continue;
            }
            $text = $lead;
            if ($language === 'en' && $description !== '-') {
                $text = "{{Short description|$description}}\n$lead";
            }
            [$status] = $this->maintenance($name, 'edit.php', ['--user', self::USER, '--summary', "The app's built-in article", $title],
                ['input' => "$text\n", 'log' => $log]);
            if ($status !== 0) {
                fwrite(STDERR, Files::tail($log, 5));
                throw new RuntimeException("edit.php failed for $title on $name");
            }
        }
    }

    // --- What all wikis share. ---

    /**
     * The object cache (also LoginNotify's known addresses and failure counters, which it keys globally,
     * as production's shared stash does) is one SQLite file for all wikis; MediaWiki makes its table on
     * first use, which several wikis starting at once would race for, so it is made here, as SqlBagOStuff does.
     */
    public function ensureObjectCache(): void
    {
        $exists = is_file("$this->data/wikicache.sqlite");
        $db = $this->db('wikicache');
        if ($exists && Database::hasTable($db, 'objectcache')) {
            return;
        }
        $db->exec('PRAGMA journal_mode=WAL');
        $db->exec("CREATE TABLE IF NOT EXISTS objectcache (keyname BLOB NOT NULL default '' PRIMARY KEY,
    value BLOB, exptime BLOB NOT NULL)");
        $db->exec('CREATE INDEX IF NOT EXISTS exptime ON objectcache (exptime)');
    }

    /**
     * The shared database: Echo's push tables and core's bot_passwords as install.php made them in a
     * wiki's own database (the installer only fills a wiki's own), plus Echo's shared-tracking table.
     */
    public function ensureSharedDb(string $from): void
    {
        $db = $this->db(self::SHARED_DB);
        if (Database::hasTable($db, 'echo_push_subscription')) {
            return;
        }
        self::say('making the shared database (' . self::SHARED_DB . ': push subscriptions, bot passwords)');
        try {
            $db->exec('PRAGMA journal_mode=WAL');
            Database::query($db, 'ATTACH DATABASE ? AS source', ["$this->data/" . self::dbName($from) . '.sqlite']);
            $tables = ['echo_push_provider', 'echo_push_subscription', 'echo_push_topic', 'bot_passwords'];
            $rows = Database::query($db, 'SELECT sql FROM source.sqlite_master WHERE tbl_name IN (?, ?, ?, ?)'
                . " AND sql IS NOT NULL ORDER BY type = 'index'", $tables);
            $db->exec('DETACH DATABASE source');
            $db->beginTransaction();
            foreach ($rows as [$sql]) {
                $db->exec($sql);
            }
            $db->exec(str_replace('/*_*/', '', file_get_contents("$this->code/extensions/Echo/sql/sqlite/tables-sharedtracking-generated.sql")));
            $db->commit();
        } catch (PDOException $error) {
            throw new RuntimeException("could not make $this->data/" . self::SHARED_DB . '.sqlite: ' . $error->getMessage());
        }
    }

    /** One bot password per account for every wiki, in the shared database. */
    public function ensureBotPasswords(string $name): void
    {
        // The user edits and creates pages as anyone may (the panel's real events make pages of the
        // user's: a revision to thank, to revert, a page to link to).
        $this->ensureBotPassword($name, self::USER_ID, self::USER, 'bot_password',
            ['basic', 'editmyoptions', 'editpage', 'createeditmovepage']);
        // The other editor edits (talk pages, mentions, links, undo), creates pages (a new talk page),
        // thanks (`basic` is what action=thank needs), rolls back, and may set its own preferences and
        // subscribe a device (it is the recipient of mention-success and mention-failure).
        $this->ensureBotPassword($name, self::OTHER_ID, self::OTHER, 'other_bot_password',
            ['basic', 'editpage', 'createeditmovepage', 'rollback', 'editmyoptions']);
    }

    /**
     * createBotPassword.php is not given the password (it would show in ps): it makes one and prints it,
     * and it is recorded in the secret file.
     */
    private function ensureBotPassword(string $name, int $id, string $account, string $key, array $grants): void
    {
        $db = $this->db(self::SHARED_DB);
        $where = 'WHERE bp_user = ? AND bp_app_id = ?';
        // As MediaWiki stores them: a JSON list in the order given.
        $wanted = json_encode($grants);
        $stored = Database::query($db, "SELECT bp_grants FROM bot_passwords $where", [$id, self::BOT]);
        if ($this->secrets->get($key) !== '' && $stored !== []) {
            // Made by an earlier version with other grants: the same password, today's grants.
            if ($stored[0][0] !== $wanted) {
                Database::query($db, "UPDATE bot_passwords SET bp_grants = ? $where", [$wanted, $id, self::BOT]);
            }
            return;
        }
        Database::query($db, "DELETE FROM bot_passwords $where", [$id, self::BOT]);
        $db = null;
        [$status, $output] = $this->maintenance($name, 'createBotPassword.php',
            ['--appid', self::BOT, '--grants', implode(',', $grants), $account]);
        if ($status !== 0) {
            fwrite(STDERR, preg_replace('/password:.*/', 'password: …', $output));
            throw new RuntimeException("createBotPassword.php failed for $account");
        }
        if (!preg_match("/ and password:'([0-9a-z]*)'/", $output, $match) || !preg_match('/^[0-9a-w]{32,}$/', $match[1])) {
            throw new RuntimeException("createBotPassword.php printed no password for $account");
        }
        $this->secrets->set($key, $match[1]);
    }

    // --- Processes: each server and job runner in a session of its own, so that `down` ends its group. ---

    /** The pid of a wiki's server or job runner ($what: server or one of RUNNERS), if it runs. */
    public function runningPid(string $name, string $what): ?int
    {
        $pidFile = $this->wikiDir($name) . "/$what.pid";
        if (!is_file($pidFile)) {
            return null;
        }
        return $what === 'server'
            ? Processes::runningPid($pidFile, 'php', '-S 127.0.0.1:' . $this->ports->of($name) . ' ')
            : Processes::runningPid($pidFile, 'bash', '--conf ' . $this->settings($name));
    }

    public function startWiki(string $name): void
    {
        $dir = $this->wikiDir($name);
        $port = $this->ports->of($name);
        if ($this->runningPid($name, 'server') !== null) {
            return;
        }
        if (Processes::portBusy($port)) {
            throw new RuntimeException("port $port (for $name) is taken by another program; stop it, or remove $this->state to start over");
        }
        Processes::startDetached(['php', '-S', "127.0.0.1:$port", '-t', $this->code],
            ['MW_CONFIG_FILE' => $this->settings($name)], "$dir/server.log", "$dir/server.pid");
    }

    /** Waits for a wiki's first API answer (it may fill the localisation cache first). */
    public function waitForWiki(string $name): void
    {
        $port = $this->ports->of($name);
        $api = new Api($port);
        $ready = Processes::waitFor(
            fn () => str_contains($api->get(['action' => 'query', 'meta' => 'siteinfo', 'format' => 'json']) ?? '', '"sitename"'),
            fn () => $this->runningPid($name, 'server') !== null,
            600, 0.1);
        $log = $this->wikiDir($name) . '/server.log';
        if ($ready === false) {
            throw new RuntimeException("$name's server stopped (log: $log)");
        }
        if ($ready === null) {
            throw new RuntimeException("$name did not answer on port $port within 60 s (log: $log)");
        }
    }

    /**
     * The job runners (VENDOR.md, "Job runners" and pitfall 1). Push requests: one long-running runner
     * (it reads the subscriptions when it runs a job, and polls every second). LoginNotify's checks
     * create login-fail / login-success events and read preferences, which a long-running runner keeps
     * from the first time it read them: a fresh process per job. Each loop starts its runner again if it
     * ends. Other job types (link tables, caches, Echo's clean-up) are not run: no notification depends on them.
     */
    public function startRunners(string $name): void
    {
        $dir = $this->wikiDir($name);
        foreach (self::RUNNERS as $what) {
            if ($this->runningPid($name, $what) !== null) {
                continue;
            }
            $jobs = $what === 'loginnotify-runner'
                ? ['--wait', '--maxjobs', '1', '--type', 'LoginNotifyChecks']
                : ['--wait', '--type', 'EchoPushNotificationRequest'];
            Processes::startDetached(
                array_merge(['bash', '-c', 'while :; do php "$@" || sleep 1; done', 'runner',
                    "$this->code/maintenance/runJobs.php", '--conf', $this->settings($name)], $jobs),
                ['MW_CONFIG_FILE' => $this->settings($name)], "$dir/$what.log", "$dir/$what.pid");
        }
    }

    public function stopWiki(string $name): void
    {
        foreach ([...self::RUNNERS, 'server'] as $what) {
            $pid = $this->runningPid($name, $what);
            if ($pid !== null) {
                Processes::stopGroup($pid);
                self::say("stopped $name's $what (pid $pid)");
            }
            @unlink($this->wikiDir($name) . "/$what.pid");
        }
    }

    // --- The push service: where Echo's push job posts; it leaves each device's latest push in the mailbox. ---

    public function pushDir(): string
    {
        return "$this->state/push";
    }

    public function pushServicePid(): ?int
    {
        $pidFile = $this->pushDir() . '/server.pid';
        return is_file($pidFile) ? Processes::runningPid($pidFile, 'php', '-S 127.0.0.1:' . $this->ports->of('push') . ' ') : null;
    }

    public function startPushService(): void
    {
        $dir = $this->pushDir();
        $port = $this->ports->of('push');
        Files::mkdir("$dir/mailbox");
        if ($this->pushServicePid() !== null) {
            return;
        }
        if (Processes::portBusy($port)) {
            throw new RuntimeException("port $port (for the push service) is taken by another program; stop it, or remove $this->state");
        }
        Processes::startDetached(['php', '-S', "127.0.0.1:$port", "$this->extras/push-service.php"],
            ['PUSH_SETTINGS_MAILBOX' => "$dir/mailbox", 'PUSH_SETTINGS_PUSH_LOG' => "$dir/push-service.log"],
            "$dir/server.log", "$dir/server.pid");
        $ready = Processes::waitFor(fn () => Processes::portBusy($port), fn () => $this->pushServicePid() !== null, 100, 0.05);
        if ($ready === false) {
            throw new RuntimeException("the push service stopped (log: $dir/server.log)");
        }
        if ($ready === null) {
            throw new RuntimeException("the push service did not listen on port $port within 5 s (log: $dir/server.log)");
        }
    }

    public function stopPushService(): void
    {
        $pid = $this->pushServicePid();
        if ($pid !== null) {
            Processes::stopGroup($pid);
            self::say("stopped the push service (pid $pid)");
        }
        @unlink($this->pushDir() . '/server.pid');
    }

    // --- The backend file the app reads (--backend): mode 600, it holds the bot passwords. ---

    /** @param string[] $names the wikis of the app's languages, then wikidata and commons */
    public function writeBackend(string $outside, array $names): string
    {
        $api = fn (string $name) => 'http://127.0.0.1:' . $this->ports->of($name) . '/api.php';
        $wikis = [];
        foreach ($names as $name) {
            $wikis[$name] = $api($name);
        }
        $backend = [
            'username' => self::USER . '@' . self::BOT,
            'password' => $this->secrets->get('bot_password'),
            'wikis' => $wikis,
            'outside' => [$outside => $api($outside)],
            'otherEditor' => ['username' => self::OTHER . '@' . self::BOT, 'password' => $this->secrets->get('other_bot_password')],
            'pushService' => 'http://127.0.0.1:' . $this->ports->of('push'),
            'pushMailbox' => $this->pushDir() . '/mailbox',
        ];
        $file = "$this->state/backend.json";
        Files::write($file, json_encode($backend, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR) . "\n", true);
        return $file;
    }
}
