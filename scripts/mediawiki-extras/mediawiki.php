<?php
// scripts/mediawiki's program (the bash script only makes sure PHP is installed, then runs this):
// local MediaWiki 1.39 wikis from Debian's package with the real Echo, Thanks and LoginNotify
// extensions, for the contract tests and for QA. Usage and the folder's layout: scripts/mediawiki.
//
// Farm.php: the wikis, shared databases, push service and backend file; Processes.php: every process
// it runs or leaves running; Extensions.php: finding and unpacking the extensions; State.php: the
// secret and ports files, files written whole, SQLite through PDO; Api.php: a wiki's api.php over HTTP.

declare(strict_types=1);

require __DIR__ . '/Processes.php';
require __DIR__ . '/State.php';
require __DIR__ . '/Api.php';
require __DIR__ . '/Extensions.php';
require __DIR__ . '/Farm.php';

const LANGUAGE = '/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/';

function usage(): never
{
    fwrite(STDERR, "usage: scripts/mediawiki up [LANG…] | down | status | extensions\n");
    exit(2);
}

function fail(string $message): never
{
    Farm::say($message);
    exit(1);
}

/**
 * `up [LANG…]`: one wiki per app language (default en de), Wikidata, Commons and one wiki outside the
 * app's fan-out, each `php -S` on its own port with its job runners, and the push service; prints the
 * backend file's path.
 */
function up(Farm $farm, Extensions $extensions, array $langs): void
{
    $langs = $langs === [] ? ['en', 'de'] : $langs;
    foreach ($langs as $name) {
        if (!preg_match(LANGUAGE, $name) || $name === 'wikidata' || $name === 'commons') {
            fail("not a language code: $name (lowercase letters, digits and hyphens, e.g. en, de, zh-yue)");
        }
    }
    // The wiki outside the app's fan-out: a language the app does not have, whose preferences the app
    // never writes (so they keep Echo's defaults).
    $outside = getenv('PUSH_SETTINGS_MEDIAWIKI_OUTSIDE') ?: '';
    if ($outside === '') {
        foreach (['fr', 'es', 'ja'] as $outside) {
            if (!in_array($outside, $langs, true)) {
                break;
            }
        }
    }
    if (in_array($outside, $langs, true)) {
        fail("the outside wiki ($outside) cannot be an app language too");
    }
    if (!preg_match(LANGUAGE, $outside)) {
        fail("not a language code: $outside");
    }
    $names = [...$langs, 'wikidata', 'commons'];
    $all = [...$names, $outside];
    $state = $farm->state;
    foreach (["$state/wikis", $farm->data, "$state/cache"] as $dir) {
        Files::mkdir($dir);
    }
    chmod($state, 0700);
    // Before unpacking anything: a machine without the extensions is told at once.
    if (!$extensions->find()) {
        exit(2);
    }
    $farm->ensureCode();
    $extensions->install("$farm->code/extensions");
    $farm->ensureSecret();
    // Left by the older script: our stand-in for Echo and its subscription file.
    Files::remove("$state/shared");
    // Ports first, one after the other: the set-up below runs two wikis at once.
    foreach (['push', ...$all] as $name) {
        $farm->ports->of($name);
    }
    $farm->ensureObjectCache();
    $new = [];
    foreach ($all as $name) {
        if ($farm->ready($name)) {
            continue;
        }
        // The older script's server pid file.
        $dir = $farm->wikiDir($name);
        if (is_file("$dir/pid")) {
            rename("$dir/pid", "$dir/server.pid");
        }
        if ($farm->runningPid($name, 'server') !== null) {
            Farm::say("stopping $name to set it up again (it was made by an earlier version of this script)");
        }
        $farm->stopWiki($name);
        $new[] = $name;
    }
    if ($new !== []) {
        Farm::say('setting up ' . implode(' ', $new) . " (logs: $state/wikis/NAME/install.log)");
        if (!Processes::inParallel([$farm, 'install'], $new)) {
            fail("setting up failed (logs: $state/wikis/NAME/install.log)");
        }
    }
    $farm->ensureSharedDb($all[0]);
    foreach ($all as $name) {
        $farm->startWiki($name);
    }
    foreach ($all as $name) {
        $farm->waitForWiki($name);
    }
    if ($new !== [] && !Processes::inParallel([$farm, 'populate'], $new)) {
        fail("setting up failed (logs: $state/wikis/NAME/install.log)");
    }
    $farm->ensureBotPasswords($all[0]);
    $farm->startPushService();
    foreach ($all as $name) {
        $farm->startRunners($name);
    }
    echo $farm->writeBackend($outside, $names), "\n";
}

/** `down`: stops every server and job runner it started (their process groups). */
function down(Farm $farm): void
{
    foreach (Files::subdirectories("$farm->state/wikis") as $name) {
        $farm->stopWiki($name);
    }
    $farm->stopPushService();
}

/** `status`: the wikis, their ports, servers and job runners, the push service, the backend file. */
function status(Farm $farm): void
{
    $names = Files::subdirectories("$farm->state/wikis");
    foreach ($names as $name) {
        $line = sprintf('%-10s %-14s http://127.0.0.1:%s/api.php', $name, Farm::dbName($name), $farm->ports->of($name));
        foreach (['server', ...Farm::RUNNERS] as $what) {
            $pid = $farm->runningPid($name, $what);
            $line .= $pid !== null ? "  $what running (pid $pid)" : "  $what stopped";
        }
        echo "$line\n";
    }
    if ($names === []) {
        echo "no wikis set up in $farm->state\n";
    }
    if ($farm->ports->has('push')) {
        $pid = $farm->pushServicePid();
        echo 'push service http://127.0.0.1:', $farm->ports->of('push'), '/v1/message/apns  ',
            $pid !== null ? "running (pid $pid)" : 'stopped', '  mailbox ', $farm->pushDir(), "/mailbox\n";
    }
    if (is_file("$farm->state/backend.json")) {
        echo "backend file: $farm->state/backend.json\n";
    }
}

function main(array $argv): int
{
    // Warnings are failures, as `set -e` made a failed command one; `@` still silences the expected ones.
    set_error_handler(function (int $level, string $message, string $file, int $line): bool {
        if (!(error_reporting() & $level)) {
            return false;
        }
        throw new ErrorException($message, 0, $level, $file, $line);
    });
    if (!function_exists('pcntl_fork') || !function_exists('posix_kill')) {
        fail("PHP's pcntl and posix extensions are needed (Debian's php-cli has them)");
    }
    $command = $argv[1] ?? usage();
    $arguments = array_slice($argv, 2);
    if ($command !== 'up' && $arguments !== []) {
        usage();
    }
    $home = getenv('HOME') ?: '';
    $cache = getenv('XDG_CACHE_HOME') ?: "$home/.cache";
    $state = getenv('PUSH_SETTINGS_MEDIAWIKI_DIR') ?: "$cache/push-settings/mediawiki";
    $basePort = getenv('PUSH_SETTINGS_MEDIAWIKI_PORT') ?: '18081';
    if (!ctype_digit($basePort)) {
        fail("PUSH_SETTINGS_MEDIAWIKI_PORT is not a port number: $basePort");
    }
    $farm = new Farm($state, (int) $basePort, __DIR__);
    $extensions = new Extensions($state, dirname(__DIR__) . '/../../shared/vendor');
    try {
        switch ($command) {
            case 'up':
                up($farm, $extensions, $arguments);
                return 0;
            case 'down':
                down($farm);
                return 0;
            case 'status':
                status($farm);
                return 0;
            case 'extensions':
                Files::mkdir($state);
                if (!$extensions->find()) {
                    return 2;
                }
                echo $extensions->where();
                return 0;
            default:
                usage();
        }
    } catch (Throwable $error) {
        fail($error->getMessage());
    }
}

exit(main($argv));
