<?php
// The extensions (third-party, MIT): never in the repository. Found in $PUSH_SETTINGS_MEDIAWIKI_EXTENSIONS,
// then ../shared/vendor, then the earlier downloads, then downloaded (the pinned commits, where the
// network allows); unpacked into the code's extensions/ folder.

declare(strict_types=1);

final class Extensions
{
    /** name => [commit, sha256 of the tarball in ../shared/vendor (`git archive --prefix=NAME/ COMMIT`), repository] */
    public const PINS = [
        'Echo' => ['2abf220e58dc84324ece5c9e931e7a6d3de69d7d', '88341588170015a15460a38d81c5ca245d717ac7255d85b670a9f38b45936a8b',
            'https://github.com/wikimedia/mediawiki-extensions-Echo'],
        'Thanks' => ['43f43c9a26c606b742ce929460a858e5055d5ba4', '511f6967d630eef46f3a2e782fab3e0374b54b36d4afb5f286c25ca4fd473f65',
            'https://github.com/wikimedia/mediawiki-extensions-Thanks'],
        'LoginNotify' => ['1356d4847d9d82bfeb3c9d1505264f1e50b0a539', 'd954689ab9497bd1451d6d7c17021bef87e333459ed06f4d43ed35d205509e5e',
            'https://github.com/wikimedia/mediawiki-extensions-LoginNotify'],
    ];

    /** @var array<string, string> name => the tarball or folder found */
    public array $found = [];

    public function __construct(private string $state, private string $vendorDir)
    {
    }

    /** Finds every extension; on failure says why on stderr and returns false. */
    public function find(): bool
    {
        $fromEnv = getenv('PUSH_SETTINGS_MEDIAWIKI_EXTENSIONS') ?: '';
        $places = array_merge($fromEnv !== '' ? [$fromEnv] : [], [$this->vendorDir, "$this->state/downloads"]);
        $why = [];
        $missing = [];
        $this->found = [];
        foreach (self::PINS as $name => [$commit, $sha, $repo]) {
            $file = $this->findOne($name, $commit, $sha, $places, $why);
            if ($file === null) {
                $file = $this->download($name, $commit, $sha, $repo);
                if ($file === null) {
                    $reason = trim((string) @file_get_contents("$this->state/downloads/$name.why"));
                    $why[] = "$name: no download (" . ($reason !== '' ? $reason : 'failed') . ')';
                    $missing[] = $name;
                    continue;
                }
            }
            $this->found[$name] = $file;
        }
        if ($missing === []) {
            return true;
        }
        $lines = ['mediawiki: Echo, Thanks and LoginNotify are needed (MIT; not part of this repository), and '
            . implode(' ', $missing) . ' were not found.',
            '  Looked in: $PUSH_SETTINGS_MEDIAWIKI_EXTENSIONS (' . ($fromEnv !== '' ? $fromEnv : 'not set')
            . "), $this->vendorDir, $this->state/downloads."];
        foreach ($why as $line) {
            $lines[] = "  - $line";
        }
        $lines[] = '  Get these commits (tarballs NAME-COMMIT8.tar.gz, or unpacked folders NAME/) into a folder and set';
        $lines[] = '  PUSH_SETTINGS_MEDIAWIKI_EXTENSIONS to it:';
        foreach (self::PINS as $name => [$commit, , $repo]) {
            $short = substr($commit, 0, 8);
            $lines[] = "    $name $commit  $repo/archive/$commit.tar.gz";
            $lines[] = "      (git clone $repo && git -C " . basename($repo) . " archive --prefix=$name/ -o $name-$short.tar.gz $commit)";
        }
        $lines[] = '  Upstream: gerrit.wikimedia.org mediawiki/extensions/{Echo,Thanks,LoginNotify}; ../shared/vendor/VENDOR.md says why these commits.';
        fwrite(STDERR, implode("\n", $lines) . "\n");
        return false;
    }

    /** "NAME: PATH" per extension found. */
    public function where(): string
    {
        $text = '';
        foreach ($this->found as $name => $file) {
            $text .= "$name: $file\n";
        }
        return $text;
    }

    /** Each extension into $extensionsDir/NAME, again only when what was found changed. */
    public function install(string $extensionsDir): void
    {
        foreach ($this->found as $name => $source) {
            $target = "$extensionsDir/$name";
            $stamp = self::PINS[$name][0] . " $source";
            if (trim((string) @file_get_contents("$target/.push-settings-source")) === $stamp) {
                continue;
            }
            Files::remove($target);
            Files::remove("$target.tmp");
            mkdir("$target.tmp", 0777, true);
            if (is_dir($source)) {
                [$status] = Processes::run(['cp', '-a', "$source/.", "$target.tmp/"]);
            } else {
                // The vendored tarballs hold NAME/…, GitHub's mediawiki-extensions-NAME-COMMIT/…
                [$status] = Processes::run(['tar', '-xzf', $source, '-C', "$target.tmp", '--strip-components=1']);
            }
            if ($status !== 0) {
                throw new RuntimeException("could not unpack $source into $target.tmp");
            }
            file_put_contents("$target.tmp/.push-settings-source", "$stamp\n");
            rename("$target.tmp", $target);
        }
    }

    /** A tarball or an unpacked folder of the pinned commit in one of the places; null if none. */
    private function findOne(string $name, string $commit, string $sha, array $places, array &$why): ?string
    {
        $short = substr($commit, 0, 8);
        foreach ($places as $place) {
            if (!is_dir($place)) {
                continue;
            }
            $candidates = array_unique(array_merge(["$place/$name-$short.tar.gz", "$place/$name.tar.gz"],
                glob("$place/$name-*.tar.gz") ?: []));
            foreach ($candidates as $candidate) {
                if (!is_file($candidate)) {
                    continue;
                }
                if (self::tarballIs($candidate, $commit, $sha)) {
                    return $candidate;
                }
                $why[] = "$candidate is not $name at $short";
            }
            // An unpacked folder: its commit cannot always be checked (no .git), so it is taken as it is.
            if (is_file("$place/$name/extension.json")) {
                if (is_dir("$place/$name/.git") && Processes::exists('git')
                    && trim(Processes::run(['git', '-C', "$place/$name", 'rev-parse', 'HEAD'])[1]) !== $commit) {
                    $why[] = "$place/$name is a git checkout, not at $short";
                } else {
                    return "$place/$name";
                }
            }
        }
        return null;
    }

    /**
     * A tarball is the pinned commit if it says so (git archive and GitHub's tarballs carry the commit id
     * in their first, pax global, header: what `git get-tar-commit-id` reads), or else if it is byte for
     * byte the vendored one.
     */
    public static function tarballIs(string $file, string $commit, string $sha): bool
    {
        if (!is_file($file)) {
            return false;
        }
        $gz = @gzopen($file, 'rb');
        if ($gz !== false) {
            $head = (string) gzread($gz, 1024);
            gzclose($gz);
            if (strlen($head) === 1024 && $head[156] === 'g'
                && preg_match('/^52 comment=([0-9a-f]{40})\n/', substr($head, 512, 52), $match)
                && $match[1] === $commit) {
                return true;
            }
        }
        return hash_file('sha256', $file) === $sha;
    }

    /**
     * GitHub's tarball of the pinned commit, into $state/downloads, checked; its path, or null (the
     * reason in downloads/NAME.why). Bounded: a machine without the network fails in seconds.
     */
    private function download(string $name, string $commit, string $sha, string $repo): ?string
    {
        $dir = "$this->state/downloads";
        Files::mkdir($dir);
        $url = 'https://codeload.github.com/' . substr($repo, strlen('https://github.com/')) . '/tar.gz/' . rawurlencode($commit);
        $part = "$dir/$name.part";
        [$status, $output] = Processes::run(['curl', '-fsSL', '--connect-timeout', '5', '--max-time', '120', '-o', $part, $url]);
        if ($status !== 0) {
            file_put_contents("$dir/$name.why", $output);
            @unlink($part);
            return null;
        }
        if (!self::tarballIs($part, $commit, $sha)) {
            file_put_contents("$dir/$name.why", "$url is not commit $commit\n");
            @unlink($part);
            return null;
        }
        $file = "$dir/$name-" . substr($commit, 0, 8) . '.tar.gz';
        rename($part, $file);
        @unlink("$dir/$name.why");
        return $file;
    }
}
